import {
  addDays,
  daysInRange,
  defaultRange,
  localDayOf,
  overlapsClickGap,
} from '@/features/reports/reportDates';

describe('report dates', () => {
  it('defaults to the last week through today, across a month end', () => {
    expect(defaultRange('2026-03-03')).toEqual({ startDate: '2026-02-24', endDate: '2026-03-03' });
    expect(defaultRange('2026-01-05')).toEqual({ startDate: '2025-12-29', endDate: '2026-01-05' });
  });

  it('counts the days of a range with both ends, none when the end comes first', () => {
    expect(daysInRange({ startDate: '2026-11-01', endDate: '2026-11-30' })).toBe(30);
    expect(daysInRange({ startDate: '2026-03-07', endDate: '2026-03-09' })).toBe(3);
    expect(daysInRange({ startDate: '2026-11-02', endDate: '2026-11-01' })).toBe(0);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it.each([
    ['2018-01-01', '2018-01-16', true],
    ['2018-04-28', '2018-05-30', true],
    ['2018-02-01', '2018-02-02', true],
    ['2017-01-01', '2019-01-01', true],
    ['2017-12-01', '2018-01-15', false],
    ['2018-04-29', '2018-06-01', false],
    ['2026-11-15', '2026-11-22', false],
  ])('the range %s to %s overlaps the click gap: %s', (startDate, endDate, overlaps) => {
    expect(overlapsClickGap({ startDate, endDate })).toBe(overlaps);
  });

  it('reads the calendar day of a timestamp, and keeps a bare date', () => {
    expect(localDayOf('2026-11-18')).toBe('2026-11-18');
    expect(localDayOf('not a date')).toBe('');
    const stamp = new Date(2026, 10, 18, 23, 30).toISOString();
    expect(localDayOf(stamp)).toBe('2026-11-18');
  });
});
