import moment from 'moment';
import { DATE_FORMAT, MESSAGE_TIME_FORMAT } from '@/config/constants';

/** The only module that touches moment, so the date library can change in one place. */

function parse(value: string | null | undefined): moment.Moment | null {
  if (!value) return null;
  const parsed = moment(value, [moment.ISO_8601, 'YYYY-MM-DD', DATE_FORMAT], true);
  return parsed.isValid() ? parsed : null;
}

/** MM/DD/YYYY, or '' when the value is not a date. */
export function formatDate(value: string | null | undefined): string {
  return parse(value)?.format(DATE_FORMAT) ?? '';
}

/** MMM D, YYYY h:mm A, or '' when the value is not a date. */
export function formatMessageTime(value: string | null | undefined): string {
  return parse(value)?.format(MESSAGE_TIME_FORMAT) ?? '';
}

/** Today as YYYY-MM-DD in the visitor's time zone. */
export function todayIso(): string {
  return moment().format('YYYY-MM-DD');
}

export function isBeforeToday(value: string): boolean {
  const parsed = parse(value);
  return parsed !== null && parsed.isBefore(moment().startOf('day'));
}

export function isValidIsoDate(value: string): boolean {
  return moment(value, 'YYYY-MM-DD', true).isValid();
}
