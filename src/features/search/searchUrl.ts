import { ZIP_RADIUS_OPTIONS } from '@/config/constants';
import { searchPath } from '@/config/paths';
import type { RouteCriteria, ZipRange } from './types';

/**
 * The filters a traveller sets live in the query string too, so a reload or a copied link shows
 * the same search: /search/dallas/tx?zip=75201&within=100&amenities=1,2&type=2.
 */
const PARAM = {
  zip: 'zip',
  within: 'within',
  amenities: 'amenities',
  busType: 'type',
  people: 'people',
  trip: 'trip',
} as const;

export const ZIP_PATTERN = /^\d{5}$/;

/** 'Fort Worth' -> 'fort-worth': the url-friendly form the API returns, for comparisons. */
export function slugify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function isZipRange(value: unknown): value is ZipRange {
  return (ZIP_RADIUS_OPTIONS as readonly unknown[]).includes(value);
}

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const parsed = Number(value);
  return parsed > 0 ? parsed : undefined;
}

/** Reads the route parameters and the query string; malformed values are ignored. */
export function parseCriteria(
  params: { city?: string; state?: string },
  query: URLSearchParams,
): RouteCriteria {
  const criteria: RouteCriteria = {};
  const city = params.city?.trim();
  const state = params.state?.trim();
  if (city) criteria.city = city;
  if (state) criteria.state = state;

  const zip = query.get(PARAM.zip)?.trim();
  if (zip && ZIP_PATTERN.test(zip)) criteria.zip = zip;
  const within = positiveInt(query.get(PARAM.within));
  if (isZipRange(within)) criteria.within = within;

  const amenities = query.get(PARAM.amenities);
  if (amenities !== null) {
    criteria.amenities = [
      ...new Set(
        amenities
          .split(',')
          .map((item) => positiveInt(item.trim()))
          .filter((id): id is number => id !== undefined),
      ),
    ].sort((a, b) => a - b);
  }
  const busType = positiveInt(query.get(PARAM.busType));
  if (busType !== undefined) criteria.busType = busType;
  const people = positiveInt(query.get(PARAM.people));
  if (people !== undefined) criteria.people = people;
  const trip = positiveInt(query.get(PARAM.trip));
  if (trip !== undefined) criteria.trip = trip;
  return criteria;
}

export interface UrlFilters {
  zip: string;
  within: ZipRange;
  amenities: readonly number[];
  busType: number | null;
  people: number | null;
  trip: number | null;
}

/** The address of a search: the url-friendly city and state, then the filters that are set. */
export function buildSearchUrl(city: string, state: string, filters: UrlFilters): string {
  const query = new URLSearchParams();
  if (filters.zip) {
    query.set(PARAM.zip, filters.zip);
    query.set(PARAM.within, String(filters.within));
  }
  if (filters.amenities.length > 0) query.set(PARAM.amenities, filters.amenities.join(','));
  if (filters.busType !== null) query.set(PARAM.busType, String(filters.busType));
  if (filters.people !== null) query.set(PARAM.people, String(filters.people));
  if (filters.trip !== null) query.set(PARAM.trip, String(filters.trip));
  const path = searchPath(city || undefined, city ? state || undefined : undefined);
  const search = query.toString().replace(/%2C/g, ',');
  return search ? `${path}?${search}` : path;
}
