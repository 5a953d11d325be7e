import {
  activityPerMetro,
  axisTicks,
  overTimeSummary,
  perMetroSummary,
  quotesOverTime,
  timeUnitFor,
} from '@/features/reports/chartData';
import type { MetroActivity, ReportQuote } from '@/features/reports/types';

const quoteOn = (day: string, hour = 12): ReportQuote =>
  ({
    quoteId: 1,
    companyMetroId: 1,
    submittedOn: new Date(`${day}T${String(hour).padStart(2, '0')}:00:00`).toISOString(),
  }) as ReportQuote;

describe('the charts figures', () => {
  it('draws days up to a month, then weeks, months and years', () => {
    expect(timeUnitFor(1)).toBe('day');
    expect(timeUnitFor(31)).toBe('day');
    expect(timeUnitFor(32)).toBe('week');
    expect(timeUnitFor(182)).toBe('week');
    expect(timeUnitFor(183)).toBe('month');
    expect(timeUnitFor(3 * 366 + 1)).toBe('year');
  });

  it('counts quote requests per day of the range, leaving out days outside it', () => {
    const range = { startDate: '2026-11-15', endDate: '2026-11-22' };
    const quotes = ['2026-11-15', '2026-11-18', '2026-11-18', '2026-11-22', '2026-11-23'].map(
      (day) => quoteOn(day),
    );
    const { unit, bars } = quotesOverTime(quotes, range);
    expect(unit).toBe('day');
    expect(bars.map((bar) => bar.value)).toEqual([1, 0, 0, 2, 0, 0, 0, 1]);
    expect(bars[3]).toMatchObject({ label: '11/18', fullLabel: '11/18/2026' });
    expect(overTimeSummary(unit, bars, range)).toBe(
      'Quote requests per day from 11/15/2026 to 11/22/2026: 4 in all, the most (2) on 11/18/2026.',
    );
  });

  it('counts per week from the first day, and per calendar month', () => {
    const weeks = { startDate: '2026-09-01', endDate: '2026-10-31' };
    const quotes = [quoteOn('2026-09-07'), quoteOn('2026-09-08'), quoteOn('2026-10-31')];
    const byWeek = quotesOverTime(quotes, weeks);
    expect(byWeek.unit).toBe('week');
    expect(byWeek.bars).toHaveLength(9);
    expect(byWeek.bars.slice(0, 2).map((bar) => bar.value)).toEqual([1, 1]);
    expect(byWeek.bars[8]).toMatchObject({ fullLabel: 'Week of 10/27/2026', value: 1 });
    expect(overTimeSummary(byWeek.unit, byWeek.bars, weeks)).toContain(
      'the most (1) in the week of 09/01/2026',
    );

    const months = { startDate: '2025-12-15', endDate: '2026-11-22' };
    const byMonth = quotesOverTime(quotes, months);
    expect(byMonth.unit).toBe('month');
    expect(byMonth.bars.map((bar) => bar.label)[0]).toBe('Dec 2025');
    expect(byMonth.bars).toHaveLength(12);
    expect(byMonth.bars[9]).toMatchObject({ fullLabel: 'September 2026', value: 2 });
  });

  it('says so when there is nothing to draw', () => {
    const range = { startDate: '2010-01-01', endDate: '2010-01-31' };
    const { unit, bars } = quotesOverTime([], range);
    expect(overTimeSummary(unit, bars, range)).toBe(
      'No quote requests from 01/01/2010 to 01/31/2010.',
    );
  });

  it('sums up activity per metro, busiest first', () => {
    const metro = (city: string, totalActivity: number) =>
      ({ city, state: 'TX', totalActivity }) as MetroActivity;
    const bars = activityPerMetro([metro('Fort Worth', 64), metro('Dallas', 120)]);
    expect(perMetroSummary(bars)).toBe(
      'Total activity per metro: Dallas, TX 120, Fort Worth, TX 64.',
    );
  });

  it('puts gridlines at round values', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(120)).toEqual([0, 50, 100, 150]);
  });
});
