import type { PlaceIndex } from './placeIndex';
import type { PlanOrigin } from './types';

/** What the search knows about where it started. */
export interface SearchStart {
  city: string;
  state: string;
  /** The zip of a zip search, else ''. */
  zip: string;
  latitude: number | null;
  longitude: number | null;
}

/** The start of the search in the store (its departure city, zip filter and coordinates). */
export function searchStart(search: {
  departureCity: string;
  departureState: string;
  filterZip: string;
  latitude: number | null;
  longitude: number | null;
}): SearchStart {
  return {
    city: search.departureCity,
    state: search.departureState,
    zip: search.filterZip,
    latitude: search.latitude,
    longitude: search.longitude,
  };
}

/**
 * The trip's departure point: the search answer's coordinates, else the searched zip's, else
 * the departure city's (all from the gazetteer); null when none is known.
 */
export function planOrigin(start: SearchStart, index: PlaceIndex | null): PlanOrigin | null {
  const place = start.city && start.state ? `${start.city}, ${start.state}` : '';
  const name = start.zip ? [place, start.zip].filter(Boolean).join(' ') : place;
  if (start.latitude !== null && start.longitude !== null) {
    return {
      name: name || 'your departure point',
      latitude: start.latitude,
      longitude: start.longitude,
    };
  }
  if (!index) return null;
  const found =
    (start.zip ? index.find(start.zip) : null) ??
    (start.city && start.state ? index.find(`${start.city},${start.state}`) : null);
  return found
    ? { name: name || found.name, latitude: found.latitude, longitude: found.longitude }
    : null;
}

/** Same point to within about 100 yards: a search of the same place again. */
export function sameOrigin(a: PlanOrigin, b: PlanOrigin): boolean {
  return Math.abs(a.latitude - b.latitude) < 0.001 && Math.abs(a.longitude - b.longitude) < 0.001;
}
