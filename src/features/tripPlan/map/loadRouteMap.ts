import type * as RouteMapModule from './RouteMap';

type MapModule = typeof RouteMapModule;

/** Kept once loaded: a later plan of the visit draws at once. */
let loaded: MapModule | null = null;

/** The module, if loaded already. */
export const loadedRouteMap = (): MapModule | null => loaded;

/**
 * The route map's chunk (d3-geo, topojson-client and the state outlines): fetched by the
 * planner once a destination is chosen, else by the first plan's panel.
 */
export function loadRouteMap(): Promise<MapModule> {
  return import('./RouteMap').then((module) => {
    loaded = module;
    return module;
  });
}
