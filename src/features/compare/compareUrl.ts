import { paths } from '@/config/paths';
import type { EstimateInputs } from '@/features/search/types';
import type { CompareEntry } from './types';

/**
 * The compare screen's address, shareable: the company metro ids, then where they were found
 * (the search a cold link runs again): /compare?ids=11,12,13&city=Dallas&state=TX, or
 * &zip=75202&within=50; then the trip estimate's inputs when one is set, under the names the
 * search's own address gives them (group, days, miles, costs). Reading it back is compareRequest.ts's
 * (the compare screen's own chunk: the bar on /search only writes it).
 */
export function buildCompareUrl(
  entries: readonly CompareEntry[],
  estimate: EstimateInputs | null = null,
  costs = '',
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
  if (estimate) {
    query.set('group', String(estimate.people));
    query.set('days', String(estimate.days));
    query.set('miles', String(estimate.miles));
    if (costs) query.set('costs', costs);
  }
  return `${paths.compare}?${query.toString().replace(/%2C/g, ',')}`;
}
