import { DATE_FORMAT, MESSAGE_TIME_FORMAT } from '@/config/constants';
import { i18n } from './i18n/runtime';
import { dateTimeFormat } from '@/lib/i18n/intl';

/**
 * Showing dates, without moment: most screens only show a date the server sent, and moment
 * (20 KB gzip) would be in their first load for that alone. What people type is parsed and
 * compared in lib/dateInput.ts, with moment, in the forms that need it. The output is moment's,
 * to the letter (test/lib/dates.test.ts compares the two), for what servers send: ISO 8601 days and
 * date-times (T or space, hours to fractions of a second, Z or an offset) and MM/DD/YYYY.
 * Like moment in strict mode, an impossible date (02/30) is no date.
 */

/** ISO 8601, extended (2026-03-08T14:05:00.000+01:00) and basic (20260308T140500Z). */
const ISO_EXTENDED =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2})(?::(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;
const ISO_BASIC =
  /^(\d{4})(\d{2})(\d{2})(?:[T ](\d{2})(?:(\d{2})(?:(\d{2})(?:[.,](\d+))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;
const US = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Minutes east of UTC of "Z", "+05:30", "-0800" or "+02". */
function offsetMinutes(zone: string): number {
  if (zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0));
}

/** The moment a server's date string names, in the visitor's time zone; null if it is none. */
function parseShownDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const iso = ISO_EXTENDED.exec(value) ?? ISO_BASIC.exec(value);
  const us = iso ? null : US.exec(value);
  if (!iso && !us) return null;
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : [Number(us?.[3]), Number(us?.[1]), Number(us?.[2])];
  const [hour, minute, second] = [iso?.[4], iso?.[5], iso?.[6]].map((part) => Number(part ?? 0));
  const millisecond = Number((iso?.[7] ?? '').padEnd(3, '0').slice(0, 3));
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const zone = iso?.[8];
  if (zone === undefined) return new Date(year, month - 1, day, hour, minute, second, millisecond);
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
  return new Date(utc - offsetMinutes(zone) * 60_000);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The tokens DATE_FORMAT and MESSAGE_TIME_FORMAT use, as moment writes them. */
const TOKENS: Record<string, (date: Date) => string> = {
  YYYY: (date) => String(date.getFullYear()).padStart(4, '0'),
  MMM: (date) => MONTHS[date.getMonth()] ?? '',
  MM: (date) => pad(date.getMonth() + 1),
  DD: (date) => pad(date.getDate()),
  D: (date) => String(date.getDate()),
  h: (date) => String(date.getHours() % 12 || 12),
  mm: (date) => pad(date.getMinutes()),
  A: (date) => (date.getHours() < 12 ? 'AM' : 'PM'),
};

function format(date: Date, pattern: string): string {
  return pattern.replace(/YYYY|MMM|MM|DD|D|h|mm|A/g, (token) => TOKENS[token]?.(date) ?? token);
}

/** MM/DD/YYYY, or '' when the value is not a date. */
export function formatDate(value: string | null | undefined): string {
  const date = parseShownDate(value);
  return date ? format(date, DATE_FORMAT) : '';
}

/**
 * MMM D, YYYY h:mm A, or '' when the value is not a date. In Spanish, the order and the month's
 * name are Spanish ones (Intl: "12 dic 2026, 3:05 p.m."); MM/DD/YYYY stays as US Spanish writes it.
 */
export function formatMessageTime(value: string | null | undefined): string {
  const date = parseShownDate(value);
  if (!date) return '';
  if (i18n.locale === 'es-US') {
    return dateTimeFormat('es-US', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  }
  return format(date, MESSAGE_TIME_FORMAT);
}

/** Today as YYYY-MM-DD in the visitor's time zone. */
export function todayIso(): string {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
