/**
 * us-atlas's states, pre-projected with geoAlbersUsa (fit.ts): TopoJSON with the collections
 * `states` (each with properties.name) and `nation`. Typed here: the app does not resolve JSON
 * modules' types (its size would be inferred as a literal type).
 */
declare module 'us-atlas/states-albers-10m.json' {
  import type { feature } from 'topojson-client';

  const atlas: Parameters<typeof feature>[0];
  // eslint-disable-next-line no-restricted-syntax -- the JSON module's shape, as Vite serves it
  export default atlas;
}
