import { paths } from '@/config/paths';
import type { EstimateInputs } from '@/features/search/types';
import type { CompareEntry } from './types';

/** The trip the compare screen prices, as the search has it: the same figure as the cards. */
export interface CompareTrip {
  estimate: EstimateInputs;
  /** The all-in estimate's assumptions as the address carries them ('' = the defaults). */
  costs: string;
  /** The bus-type filter's name (the cards price that type only); null for all types. */
  busType: string | null;
  /** The search's trip type: a one-way trip's bus goes home from the destination. */
  tripType: number | null;
  /** The plan's destination as the address carries it ("Seattle,WA"), '' without a plan. */
  destination: string;
}

/**
 * The compare screen's address, shareable: the company metro ids, then where they were found
 * (the search a cold link runs again): /compare?ids=11,12,13&city=Dallas&state=TX, or
 * &zip=75202&within=50; then the trip when an estimate is set, under the names the search's own
 * address gives them (group, days, miles, costs, trip, to), and the bus-type filter by name
 * (bus), so the compare screen prices what the cards price. Reading it back is
 * compareRequest.ts's (the compare screen's own chunk: the bar on /search only writes it).
 */
export function buildCompareUrl(
  entries: readonly CompareEntry[],
  trip: CompareTrip | null = null,
): string {
  const query = new URLSearchParams({ ids: entries.map((entry) => entry.id).join(',') });
  const area = entries.find((entry) => entry.area)?.area;
  if (area && 'zip' in area) {
    query.set('zip', area.zip);
    query.set('within', String(area.within));
  } else if (area) {
    query.set('city', area.city);
    if (area.state) query.set('state', area.state);
  }
  if (trip) {
    query.set('group', String(trip.estimate.people));
    query.set('days', String(trip.estimate.days));
    query.set('miles', String(trip.estimate.miles));
    if (trip.costs) query.set('costs', trip.costs);
    if (trip.tripType !== null) query.set('trip', String(trip.tripType));
    if (trip.destination) query.set('to', trip.destination);
    if (trip.busType) query.set('bus', trip.busType);
  }
  return `${paths.compare}?${query.toString().replace(/%2C/g, ',')}`;
}
