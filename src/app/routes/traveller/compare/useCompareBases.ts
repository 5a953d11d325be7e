import { useEffect, useState } from 'react';
import type { CompareArea } from '@/features/compare/types';
import type { SearchResult } from '@/features/search/types';
import { baseDistances } from '@/features/tripPlan/baseDistances';
import { planOrigin } from '@/features/tripPlan/origin';
import { loadPlaceIndex, type PlaceIndex } from '@/features/tripPlan/placeIndex';

export interface CompareBases {
  /** The departure: "Spokane, WA". */
  from: string;
  /** Road miles from each company's base by company id; null where its place is unknown. */
  miles: ReadonlyMap<number, number | null>;
}

/**
 * How far each compared company is based from the area searched (issue 34's drive from the
 * base), measured as the search measures it (tripPlan/baseDistances.ts) with the planner's
 * gazetteer, loaded only when there is an estimate to show. Null while loading, or when the
 * gazetteer fails to load (the rows then say the base is not known).
 */
export function useCompareBases(
  results: readonly SearchResult[],
  area: CompareArea | null,
  wanted: boolean,
): CompareBases | null {
  const [index, setIndex] = useState<PlaceIndex | null>(null);
  useEffect(() => {
    if (!wanted || index) return;
    let current = true;
    loadPlaceIndex().then(
      (loaded) => {
        if (current) setIndex(loaded);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, index]);
  if (!index || !area) return null;
  const start =
    'zip' in area
      ? { city: '', state: '', zip: area.zip, latitude: null, longitude: null }
      : { city: area.city, state: area.state, zip: '', latitude: null, longitude: null };
  const origin = planOrigin(start, index);
  if (!origin) return null;
  const distances = baseDistances(
    results.map((result) => result.company),
    origin,
    index,
  );
  return {
    from: origin.name,
    miles: new Map(results.map((result, at) => [result.company.id, distances[at]?.miles ?? null])),
  };
}
