import type * as UsPlaces from 'virtual:us-places';
import { nextTask } from '@/lib/nextTask';
import { greatCircleMiles } from './tripMiles';
import type { LatLon, Place } from './types';

/**
 * The US places of the trip planner: every zip code with its place (city) and state, from the
 * GeoNames postal codes (CC BY 4.0) through scripts/usPlaces.ts. Loaded on demand only, as its
 * own chunk: nothing here may be imported by a first load.
 */

export interface PlaceIndex {
  /**
   * Up to `limit` places matching what was typed: zip codes by their first digits, else cities.
   * Of several places with the very name typed, the nearest to `near` comes first (Leavenworth,
   * WA from Spokane, not Leavenworth, KS), a bigger one counting as nearer.
   */
  search(query: string, limit?: number, near?: LatLon | null): Place[];
  /** The place of an address key ("Spokane,WA" or "99201"), or null when there is none. */
  find(key: string): Place | null;
}

type Data = Pick<typeof UsPlaces, 'NAMES' | 'STATES' | 'ZIPS' | 'REFS' | 'LATS' | 'LONS'>;

export const SEARCH_LIMIT = 8;
const ZIP_KEY = /^\d{5}$/;
const CITY_KEY = /^(.+),\s*([A-Za-z]{2})$/;

/** Lower case, no accents or punctuation: "St. Mary's" and "st marys" compare equal. */
export function normalizePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const numbers = (column: string) => column.split(',').map((value) => parseInt(value, 36));

/** The middle value: a city's centre from its zips, unmoved by one far-off zip of the same name. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function createPlaceIndex(data: Data): PlaceIndex {
  const names = data.NAMES.split('|');
  const normalized = names.map(normalizePlaceName);
  const states: string[] = [];
  for (const run of data.STATES.split(',')) {
    const count = parseInt(run.slice(2), 36);
    for (let i = 0; i < count; i += 1) states.push(run.slice(0, 2));
  }
  const zipSteps = numbers(data.ZIPS);
  const refs = numbers(data.REFS);
  const latSteps = numbers(data.LATS);
  const lonSteps = numbers(data.LONS);
  const size = zipSteps.length;
  const zips = new Int32Array(size);
  const lats = new Int32Array(size);
  const lons = new Int32Array(size);
  const placeOfZip = new Int32Array(size);
  const zipsOfPlace: number[][] = names.map(() => []);
  let zip = 0;
  let lat = 0;
  let lon = 0;
  let places = 0;
  for (let row = 0; row < size; row += 1) {
    zip += zipSteps[row] ?? 0;
    lat += latSteps[row] ?? 0;
    lon += lonSteps[row] ?? 0;
    const ref = refs[row] ?? 0;
    const place = ref === 0 ? places++ : places - ref;
    zips[row] = zip;
    lats[row] = lat;
    lons[row] = lon;
    placeOfZip[row] = place;
    zipsOfPlace[place]?.push(row);
  }

  const cities = new Map<number, Place>();
  const cityPlace = (place: number): Place => {
    const known = cities.get(place);
    if (known) return known;
    const rows = zipsOfPlace[place] ?? [];
    const city = names[place] ?? '';
    const state = states[place] ?? '';
    const made: Place = {
      key: `${city},${state}`,
      name: `${city}, ${state}`,
      city,
      state,
      zip: '',
      latitude: median(rows.map((row) => lats[row] ?? 0)) / 100,
      longitude: median(rows.map((row) => lons[row] ?? 0)) / 100,
    };
    cities.set(place, made);
    return made;
  };
  const zipPlace = (row: number): Place => {
    const city = cityPlace(placeOfZip[row] ?? 0);
    const code = String(zips[row]).padStart(5, '0');
    return {
      ...city,
      key: code,
      name: `${city.name} ${code}`,
      zip: code,
      latitude: (lats[row] ?? 0) / 100,
      longitude: (lons[row] ?? 0) / 100,
    };
  };
  /** The first row whose zip is at least `value` (zips are sorted). */
  const firstZipFrom = (value: number): number => {
    let low = 0;
    let high = size;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((zips[middle] ?? 0) < value) low = middle + 1;
      else high = middle;
    }
    return low;
  };

  /** Cities whose name starts with `name` (then those with a word that does), biggest first. */
  const matchCities = (
    name: string,
    state: string | null,
    limit: number,
    near: LatLon | null,
  ): Place[] => {
    const starts: number[] = [];
    const words: number[] = [];
    const inWord = ` ${name}`;
    normalized.forEach((candidate, place) => {
      if (state !== null && states[place] !== state) return;
      if (candidate.startsWith(name)) starts.push(place);
      else if (candidate.includes(inWord)) words.push(place);
    });
    const exact = (place: number) => normalized[place] === name;
    // Miles from the trip's start, a town with more zip codes (a bigger one) counting as nearer:
    // from Boston, Portland, ME before the smaller and closer Portland, CT.
    const away = (place: number) =>
      near
        ? greatCircleMiles(near, cityPlace(place)) / Math.sqrt(zipsOfPlace[place]?.length || 1)
        : 0;
    // Exact names first, the nearest first; then places with more zip codes, roughly the
    // bigger towns.
    const rank = (a: number, b: number) =>
      Number(exact(b)) - Number(exact(a)) ||
      (exact(a) && exact(b) ? away(a) - away(b) : 0) ||
      (zipsOfPlace[b]?.length ?? 0) - (zipsOfPlace[a]?.length ?? 0) ||
      (names[a] ?? '').localeCompare(names[b] ?? '') ||
      (states[a] ?? '').localeCompare(states[b] ?? '');
    return [...starts.sort(rank), ...words.sort(rank)].slice(0, limit).map(cityPlace);
  };

  return {
    search(query, limit = SEARCH_LIMIT, near = null) {
      const text = query.trim();
      if (/^\d{1,5}$/.test(text)) {
        const scale = 10 ** (5 - text.length);
        const from = Number(text) * scale;
        const found: Place[] = [];
        for (let row = firstZipFrom(from); row < size && found.length < limit; row += 1) {
          if ((zips[row] ?? 0) >= from + scale) break;
          found.push(zipPlace(row));
        }
        return found;
      }
      const withState = CITY_KEY.exec(text) ?? /^(.+)\s+([A-Za-z]{2})$/.exec(text);
      if (withState) {
        const state = (withState[2] ?? '').toUpperCase();
        const found = matchCities(normalizePlaceName(withState[1] ?? ''), state, limit, near);
        if (found.length > 0) return found;
      }
      const name = normalizePlaceName(text);
      return name ? matchCities(name, null, limit, near) : [];
    },
    find(key) {
      const text = key.trim();
      if (ZIP_KEY.test(text)) {
        const row = firstZipFrom(Number(text));
        return zips[row] === Number(text) ? zipPlace(row) : null;
      }
      const city = CITY_KEY.exec(text);
      if (!city) return null;
      const name = normalizePlaceName(city[1] ?? '');
      const state = (city[2] ?? '').toUpperCase();
      const place = normalized.findIndex(
        (candidate, index) => candidate === name && states[index] === state,
      );
      return place < 0 ? null : cityPlace(place);
    },
  };
}

let loading: Promise<PlaceIndex> | null = null;

/**
 * The index, loaded once a visit (its chunk is then in the browser's cache as well). Built in a
 * task of its own, apart from the chunk's arrival and from what is done with it next (measuring
 * 1,000 companies' bases and storing them): the three were one task of 400 ms at 4x CPU.
 */
export function loadPlaceIndex(): Promise<PlaceIndex> {
  loading ??= import('virtual:us-places').then(
    async (data) => {
      await nextTask();
      const index = createPlaceIndex(data);
      await nextTask();
      return index;
    },
    (error: unknown) => {
      // A failed load (offline) may be tried again later.
      loading = null;
      throw error;
    },
  );
  return loading;
}
