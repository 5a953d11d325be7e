/** The gazetteer module made at build time by scripts/usPlaces.ts (format described there). */
declare module 'virtual:us-places' {
  export const FORMAT: number;
  export const NAMES: string;
  export const STATES: string;
  export const ZIPS: string;
  export const REFS: string;
  export const LATS: string;
  export const LONS: string;
}
