import moment from 'moment';
import { DATE_FORMAT, MESSAGE_TIME_FORMAT } from '@/config/constants';
import { isBeforeToday, isValidIsoDate } from '@/lib/dateInput';
import { formatDate, formatMessageTime, todayIso } from '@/lib/dates';
import { timeOf } from '@/lib/time';

/** What lib/dates.ts printed when it read dates with moment (before it went moment-free). */
function withMoment(value: string, pattern: string): string {
  const parsed = moment(value, [moment.ISO_8601, 'YYYY-MM-DD', DATE_FORMAT], true);
  return parsed.isValid() ? parsed.format(pattern) : '';
}

/** What servers send, and what they should not. */
const SAMPLES = [
  '2026-03-08',
  '2026-12-31',
  '2024-02-29',
  '2026-03-08T14:05:00',
  '2026-03-08T00:00:00',
  '2026-03-08T12:00:00',
  '2026-03-08T23:59:59',
  '2026-03-08 09:07:03',
  '2026-03-08T14:05',
  '2026-03-08T14',
  '2026-03-08T14:05:00.123',
  '2026-03-08T14:05:00.1234567',
  '2026-03-08T14:05:00,5',
  '2026-03-08T14:05:00Z',
  '2026-03-08T23:30:00Z',
  '2026-03-08T14:05:00.000Z',
  '2026-03-08T14:05:00+05:30',
  '2026-03-08T14:05:00-0800',
  '2026-03-08T14:05:00+02',
  '2026-01-01T00:30:00-10:00',
  '03/08/2026',
  '12/31/1999',
  '2026-02-29',
  '2026-02-30',
  '2026-13-01',
  '2026-00-10',
  '2026-03-08T24:01:00',
  '2026-03-08T14:60:00',
  '02/30/2026',
  '3/8/2026',
  '2026-3-8',
  'not a date',
  '20260308',
  '20260308T1405',
  '20260308T140500Z',
  '20260308 140500.25+0100',
  '2026-03-08T1405',
  '202603-08',
  '',
];

describe('dates', () => {
  it('shows dates as MM/DD/YYYY', () => {
    expect(formatDate('2026-03-08')).toBe('03/08/2026');
    expect(formatDate('2026-03-08T14:05:00')).toBe('03/08/2026');
  });
  it('shows message times as MMM D, YYYY h:mm A', () => {
    expect(formatMessageTime('2026-03-08T14:05:00')).toBe('Mar 8, 2026 2:05 PM');
    expect(formatMessageTime('2026-03-08T00:05:00')).toBe('Mar 8, 2026 12:05 AM');
    expect(formatMessageTime('2026-03-08T12:00:00')).toBe('Mar 8, 2026 12:00 PM');
  });
  it('shows nothing for missing or invalid dates', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2026-02-30')).toBe('');
    expect(formatMessageTime(null)).toBe('');
  });
  it('shows every sample exactly as moment did', () => {
    for (const value of SAMPLES) {
      expect([value, formatDate(value)]).toEqual([value, withMoment(value, DATE_FORMAT)]);
      expect([value, formatMessageTime(value)]).toEqual([
        value,
        withMoment(value, MESSAGE_TIME_FORMAT),
      ]);
    }
  });
  it('knows today as moment does', () => {
    expect(todayIso()).toBe(moment().format('YYYY-MM-DD'));
  });
  it('sorts unknown dates last', () => {
    expect(timeOf('garbage')).toBe(Number.NEGATIVE_INFINITY);
    expect(timeOf(null)).toBe(Number.NEGATIVE_INFINITY);
    expect(timeOf('2026-01-02')).toBeGreaterThan(timeOf('2026-01-01'));
    expect(timeOf('2026-01-01T10:00:00Z')).toBeGreaterThan(timeOf('2026-01-01T09:59:59Z'));
    expect(timeOf('2026-03-08')).toBe(new Date(2026, 2, 8).getTime());
  });
  it('knows past days from today', () => {
    expect(isBeforeToday('2000-01-01')).toBe(true);
    expect(isBeforeToday(todayIso())).toBe(false);
  });
  it('takes only real YYYY-MM-DD days as typed dates', () => {
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2026-02-29')).toBe(false);
    expect(isValidIsoDate('03/08/2026')).toBe(false);
  });
});
