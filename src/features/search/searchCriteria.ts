import type { Metro } from '@/features/metadata/types';
import { slugify } from './searchUrl';
import type { RouteCriteria, ZipRange } from './types';

/**
 * What a search asks for, compared and resolved in one place: the URL sync searches again only
 * when this changes.
 */
export interface SearchCriteria {
  departureCity: string;
  departureState: string;
  filterZip: string;
  filterZipWithin: ZipRange;
  filterAmenities: readonly number[];
  numberOfPeople: number | null;
  tripType: number | null;
}

/** Identifies what a search asks for; city names compare in their url-friendly form. */
export function searchKeyOf(criteria: SearchCriteria): string {
  const where = criteria.filterZip
    ? `zip:${criteria.filterZip}:${criteria.filterZipWithin}`
    : `city:${slugify(criteria.departureCity)}:${criteria.departureState.toLowerCase()}`;
  return [
    where,
    `amenities:${[...criteria.filterAmenities].sort((a, b) => a - b).join(',')}`,
    `people:${criteria.numberOfPeople ?? ''}`,
    `trip:${criteria.tripType ?? ''}`,
  ].join('|');
}

/** A route's url-friendly city and state matched to a metro's own spelling when metadata knows it. */
export function resolveRoutePlace(
  criteria: RouteCriteria,
  metros: readonly Metro[],
): RouteCriteria {
  if (!criteria.city && !criteria.state) return criteria;
  const city = criteria.city ? slugify(criteria.city) : '';
  const state = criteria.state?.toLowerCase() ?? '';
  const metro = metros.find(
    (candidate) =>
      slugify(candidate.city) === city && (!state || candidate.state.toLowerCase() === state),
  );
  if (metro) return { ...criteria, city: metro.city, state: metro.state };
  return {
    ...criteria,
    city: criteria.city?.replace(/-/g, ' '),
    state: criteria.state?.toUpperCase(),
  };
}
