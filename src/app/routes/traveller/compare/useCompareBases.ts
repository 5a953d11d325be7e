import { useAppSelector } from '@/app/hooks';
import { areaKey } from '@/features/compare/compareRequest';
import { selectCurrentArea } from '@/features/compare/compareSlice';
import type { CompareArea } from '@/features/compare/types';
import { selectSearch } from '@/features/search/selectors';
import type { SearchResult } from '@/features/search/types';
import { baseDistances } from '@/features/tripPlan/baseDistances';
import { tripEnds, type BaseSpot, type TripEnds } from '@/features/tripPlan/emptyDrives';
import { planOrigin, searchStart, type SearchStart } from '@/features/tripPlan/origin';
import type { LatLon } from '@/features/tripPlan/types';
import { loadPlaceIndex } from '@/features/tripPlan/placeIndex';
import { useLoaded } from '@/lib/useLoaded';

export interface CompareBases {
  ends: TripEnds;
  /** Each company's base by company id; null where its place is unknown. */
  bases: ReadonlyMap<number, BaseSpot | null>;
}

/**
 * Where the search on show starts (its answer's point, which its cards measure from), when the
 * compared companies are of that search (`area` is its area); null otherwise.
 */
export function useOwnSearchStart(area: CompareArea | null): SearchStart | null {
  const search = useAppSelector(selectSearch);
  const searchArea = useAppSelector(selectCurrentArea);
  return area && searchArea && areaKey(area) === areaKey(searchArea) ? searchStart(search) : null;
}

/**
 * How far each compared company is based (issue 34's drive from the base), measured as the
 * search measures it (tripPlan/baseDistances.ts) from the same start: the search's own when the
 * compared companies are of the search on show (its answer's point), else the area of the link
 * at the search's point the link carries (issue 47: opened elsewhere, it measures as the sender's
 * cards did), else at the gazetteer's point of that area. A one-way trip ends at `oneWayTo` (a
 * place key), else where it started. 'measuring' while the gazetteer loads; a failed load leaves
 * every base unknown.
 */
export function useCompareBases(
  results: readonly SearchResult[],
  { area, point }: { area: CompareArea | null; point: LatLon | null },
  wanted: boolean,
  oneWayTo: string | null,
): CompareBases | 'measuring' {
  const own = useOwnSearchStart(area);
  const index = useLoaded(wanted, loadPlaceIndex);
  if (index.status === 'pending') return 'measuring';
  const start: SearchStart | null =
    own ??
    (area && {
      city: 'zip' in area ? '' : area.city,
      state: 'zip' in area ? '' : area.state,
      zip: 'zip' in area ? area.zip : '',
      latitude: point?.latitude ?? null,
      longitude: point?.longitude ?? null,
    });
  const places = index.status === 'loaded' ? index.value : null;
  const origin = start && planOrigin(start, places);
  const destination = oneWayTo && places ? places.find(oneWayTo) : null;
  const distances =
    origin && places
      ? baseDistances(
          results.map((result) => result.company),
          origin,
          places,
        )
      : [];
  return {
    ends: tripEnds(origin?.name ?? 'you', oneWayTo !== null, destination),
    bases: new Map(results.map((result, at) => [result.company.id, distances[at] ?? null])),
  };
}
