import { CLICK_GAP, DEFAULT_RANGE_DAYS } from './constants';
import type { ReportRange } from './types';

/**
 * Day arithmetic on YYYY-MM-DD strings, in UTC so no daylight-saving change can make a day 23
 * or 25 hours long. Plain Date rather than lib/dates (moment): these run on every render of
 * the charts and the cost table, and need no parsing of what people type.
 */

const DAY_MS = 86_400_000;

function toMs(day: string): number {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

function fromMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return fromMs(toMs(day) + days * DAY_MS);
}

/** The days of a range, both ends included; 0 when the end is before the start. */
export function daysInRange({ startDate, endDate }: ReportRange): number {
  return Math.max(0, Math.round((toMs(endDate) - toMs(startDate)) / DAY_MS) + 1);
}

/** How many days the month of `day` has. */
export function daysInMonth(day: string): number {
  const [y = 0, m = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The first day of the month after the month of `day`. */
export function nextMonthStart(day: string): string {
  const [y = 0, m = 1] = day.split('-').map(Number);
  return fromMs(Date.UTC(y, m, 1));
}

/** The spec's default range: the last week through today. */
export function defaultRange(today: string): ReportRange {
  return { startDate: addDays(today, -DEFAULT_RANGE_DAYS), endDate: today };
}

/** Whether any day of the range falls in the click statistics gap (1/16/2018 to 4/28/2018). */
export function overlapsClickGap({ startDate, endDate }: ReportRange): boolean {
  // YYYY-MM-DD strings of four-digit years sort as the dates do.
  return startDate <= CLICK_GAP.endDate && endDate >= CLICK_GAP.startDate;
}

/** The calendar day (YYYY-MM-DD, the viewer's time zone) of an ISO timestamp; '' if not one. */
export function localDayOf(timestamp: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(timestamp)) return timestamp;
  const ms = Date.parse(timestamp);
  if (Number.isNaN(ms)) return '';
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
