import { timeOf } from '@/lib/time';
import { ACTIVITY_COLUMNS } from './constants';
import type { ActivityCount, MetroActivity, Report, ReportQuote } from './types';

/** "Dallas, TX"; the city alone when the state is missing. */
export function metroLabel({ city, state }: { city: string; state: string }): string {
  if (!city) return state || 'Unknown metro';
  return state ? `${city}, ${state}` : city;
}

/** The totals row: every counted column summed over the metros. */
export function activityTotals(activity: readonly MetroActivity[]): Record<ActivityCount, number> {
  const totals = {} as Record<ActivityCount, number>;
  for (const { key } of ACTIVITY_COLUMNS) {
    totals[key] = activity.reduce((sum, row) => sum + row[key], 0);
  }
  return totals;
}

/** Nothing happened in the range: no quote request and no count above zero. */
export function isEmptyReport({ activity, quotes }: Report): boolean {
  return quotes.length === 0 && activity.every((row) => row.totalActivity === 0);
}

export interface MetroQuotes {
  metro: string;
  quotes: ReportQuote[];
}

/**
 * The quote requests grouped by metro, newest first in each: metros in the activity table's
 * order, then any metro only the quotes name.
 */
export function quotesByMetro({ activity, quotes }: Report): MetroQuotes[] {
  const groups = new Map<string, ReportQuote[]>();
  for (const row of activity) groups.set(metroLabel(row), []);
  for (const quote of quotes) {
    const metro = metroLabel(quote);
    groups.set(metro, [...(groups.get(metro) ?? []), quote]);
  }
  return [...groups]
    .filter(([, list]) => list.length > 0)
    .map(([metro, list]) => ({
      metro,
      quotes: [...list].sort((a, b) => timeOf(b.submittedOn) - timeOf(a.submittedOn)),
    }));
}
