import { formatDate, formatMessageTime, isBeforeToday, todayIso } from '@/lib/dates';
import { timeOf } from '@/lib/time';

describe('dates', () => {
  it('shows dates as MM/DD/YYYY', () => {
    expect(formatDate('2026-03-08')).toBe('03/08/2026');
    expect(formatDate('2026-03-08T14:05:00')).toBe('03/08/2026');
  });
  it('shows message times as MMM D, YYYY h:mm A', () => {
    expect(formatMessageTime('2026-03-08T14:05:00')).toBe('Mar 8, 2026 2:05 PM');
  });
  it('shows nothing for missing or invalid dates', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatMessageTime(null)).toBe('');
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
});
