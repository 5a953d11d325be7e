/**
 * us-atlas's states, pre-projected with geoAlbersUsa (fit.ts) and simplified at build time
 * (build/usStateOutlines.ts): TopoJSON with the collections `states` (each with properties.name)
 * and `nation`.
 */
declare module 'virtual:us-states' {
  import type { feature } from 'topojson-client';

  const atlas: Parameters<typeof feature>[0];
  // eslint-disable-next-line no-restricted-syntax -- the virtual module's shape, as Vite serves it
  export default atlas;
}
