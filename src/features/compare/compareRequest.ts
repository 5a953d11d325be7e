import { DEFAULT_ZIP_RADIUS } from '@/config/constants';
import { parseCriteria } from '@/features/search/searchUrl';
import type { EstimateInputs } from '@/features/search/types';
import { MAX_COMPARED } from './compareSlice';
import type { CompareArea } from './types';

/** What a compare address (compareUrl.ts writes it) asks the compare screen to show. */
export interface CompareRequest {
  ids: number[];
  area: CompareArea | null;
  estimate: EstimateInputs | null;
  /** The all-in estimate's assumptions ('' = the defaults), with the estimate only. */
  costs: string;
  /** The bus-type filter by name, the trip type and the plan's destination: with the estimate only. */
  busType: string | null;
  tripType: number | null;
  destination: string;
}

/**
 * Reads a compare address; odd ids are dropped, repeats kept once, at most four in order. The
 * place and the estimate read exactly as the search reads them from its own address.
 */
export function parseCompareUrl(query: URLSearchParams): CompareRequest {
  const ids = [
    ...new Set(
      (query.get('ids') ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter((item) => /^\d{1,9}$/.test(item))
        .map(Number)
        .filter((id) => id > 0),
    ),
  ].slice(0, MAX_COMPARED);
  const criteria = parseCriteria(
    { city: query.get('city') ?? undefined, state: query.get('state') ?? undefined },
    query,
  );
  let area: CompareArea | null = null;
  if (criteria.zip) area = { zip: criteria.zip, within: criteria.within ?? DEFAULT_ZIP_RADIUS };
  else if (criteria.city) area = { city: criteria.city, state: criteria.state ?? '' };
  const estimate = criteria.estimate ?? null;
  const busType = (estimate && query.get('bus')?.trim().slice(0, 60)) || null;
  return {
    ids,
    area,
    estimate,
    costs: criteria.costs ?? '',
    busType,
    tripType: (estimate && criteria.trip) ?? null,
    destination: criteria.plan?.destination ?? '',
  };
}

/** One key per area, so a load is not repeated for the same place however it is spelled. */
export function areaKey(area: CompareArea): string {
  return 'zip' in area
    ? `zip:${area.zip}:${area.within}`
    : `city:${area.city.toLowerCase()}:${area.state.toLowerCase()}`;
}
