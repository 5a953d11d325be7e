import { MONTH_NAMES } from '@/config/constants';
import { formatDate } from '@/lib/dates';
import { addDays, daysInRange, localDayOf } from './reportDates';
import { metroLabel } from './reportFigures';
import type { MetroActivity, ReportQuote, ReportRange } from './types';

/** What the charts draw, and the sentences that say the same to a screen reader. */

export type TimeUnit = 'day' | 'week' | 'month' | 'year';

export interface ChartBar {
  /** Short, under the bar (11/18, Nov 2026). */
  label: string;
  /** In full, for the summary and the table (11/18/2026, Week of 11/15/2026, November 2026). */
  fullLabel: string;
  value: number;
}

const partsOf = (day: string) => {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return { y, m, d };
};
/** MM/DD/YYYY, the app's list format. */
const usDate = (day: string) => formatDate(day);
const shortDate = (day: string) => usDate(day).slice(0, 5);

/** Bars people can tell apart at a glance: days up to a month, then weeks, months, years. */
export function timeUnitFor(days: number): TimeUnit {
  if (days <= 31) return 'day';
  if (days <= 26 * 7) return 'week';
  if (days <= 3 * 366) return 'month';
  return 'year';
}

function barsOf(unit: TimeUnit, range: ReportRange): ChartBar[] {
  const days = daysInRange(range);
  const start = partsOf(range.startDate);
  const end = partsOf(range.endDate);
  if (unit === 'day' || unit === 'week') {
    const step = unit === 'day' ? 1 : 7;
    return Array.from({ length: Math.ceil(days / step) }, (_, index) => {
      const day = addDays(range.startDate, index * step);
      return {
        label: shortDate(day),
        fullLabel: unit === 'day' ? usDate(day) : `Week of ${usDate(day)}`,
        value: 0,
      };
    });
  }
  if (unit === 'month') {
    const count = (end.y - start.y) * 12 + end.m - start.m + 1;
    return Array.from({ length: count }, (_, index) => {
      const month = start.m - 1 + index;
      const y = start.y + Math.floor(month / 12);
      const name = MONTH_NAMES[month % 12] ?? '';
      return { label: `${name.slice(0, 3)} ${y}`, fullLabel: `${name} ${y}`, value: 0 };
    });
  }
  return Array.from({ length: end.y - start.y + 1 }, (_, index) => {
    const y = String(start.y + index);
    return { label: y, fullLabel: y, value: 0 };
  });
}

function indexOf(unit: TimeUnit, day: string, range: ReportRange): number {
  const start = partsOf(range.startDate);
  const at = partsOf(day);
  if (unit === 'year') return at.y - start.y;
  if (unit === 'month') return (at.y - start.y) * 12 + at.m - start.m;
  const offset = daysInRange({ startDate: range.startDate, endDate: day }) - 1;
  return unit === 'day' ? offset : Math.floor(offset / 7);
}

/** The quote requests of the range counted per day, week, month or year (by submission day). */
export function quotesOverTime(
  quotes: readonly ReportQuote[],
  range: ReportRange,
): { unit: TimeUnit; bars: ChartBar[] } {
  const unit = timeUnitFor(daysInRange(range));
  const bars = daysInRange(range) === 0 ? [] : barsOf(unit, range);
  for (const quote of quotes) {
    const day = localDayOf(quote.submittedOn);
    if (!day || day < range.startDate || day > range.endDate) continue;
    const bar = bars[indexOf(unit, day, range)];
    if (bar) bar.value += 1;
  }
  return { unit, bars };
}

/** One sentence with what the over-time chart shows. */
export function overTimeSummary(unit: TimeUnit, bars: readonly ChartBar[], range: ReportRange) {
  const period = `from ${usDate(range.startDate)} to ${usDate(range.endDate)}`;
  const total = bars.reduce((sum, bar) => sum + bar.value, 0);
  if (total === 0) return `No quote requests ${period}.`;
  const top = bars.reduce((best, bar) => (bar.value > best.value ? bar : best));
  const when =
    unit === 'day'
      ? `on ${top.fullLabel}`
      : unit === 'week'
        ? `in the week of ${top.fullLabel.slice(8)}`
        : `in ${top.fullLabel}`;
  return `Quote requests per ${unit} ${period}: ${total} in all, the most (${top.value}) ${when}.`;
}

/** The per-metro chart's bars: each metro's total activity. */
export function activityPerMetro(activity: readonly MetroActivity[]): ChartBar[] {
  return activity.map((row) => {
    const metro = metroLabel(row);
    return { label: metro, fullLabel: metro, value: row.totalActivity };
  });
}

const LISTED_IN_SUMMARY = 8;

/** One sentence with what the per-metro chart shows, busiest metro first. */
export function perMetroSummary(bars: readonly ChartBar[]): string {
  const sorted = [...bars].sort((a, b) => b.value - a.value);
  const listed = sorted.slice(0, LISTED_IN_SUMMARY).map((bar) => `${bar.fullLabel} ${bar.value}`);
  const more = sorted.length - listed.length;
  return `Total activity per metro: ${listed.join(', ')}${more > 0 ? ` and ${more} more` : ''}.`;
}

/** Gridline values from 0 to a round maximum at or above `max` (at most five lines). */
export function axisTicks(max: number): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((f) => f * power).find((s) => s >= rough && s >= 1) ?? 1;
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
}
