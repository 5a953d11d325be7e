import { geoPath, type GeoPermissibleObjects } from 'd3-geo';
import { feature } from 'topojson-client';
import atlas from 'virtual:us-states';
import type { MapView } from './fit';

/**
 * The US state outlines of the route map: us-atlas 3 (ISC; the Census Bureau's cartographic
 * state boundaries, 2017), pre-projected to a 975 x 610 frame (fit.ts) and simplified at build
 * time (build/usStateOutlines.ts: issue 39's budget). Loaded with the map's own chunk, never
 * with a first load.
 */

export interface StateShape {
  name: string;
  shape: GeoPermissibleObjects;
  /** Its bounds in the atlas's frame: [[x0, y0], [x1, y1]]. */
  bounds: [[number, number], [number, number]];
}

let shapes: StateShape[] | null = null;

/** Every state with its bounds, made once a visit. */
export function stateShapes(): StateShape[] {
  if (shapes) return shapes;
  const states = feature(atlas, atlas.objects.states);
  const features = 'features' in states ? states.features : [states];
  const planar = geoPath();
  shapes = features.map((state) => ({
    name: String(state.properties?.name ?? ''),
    shape: state,
    bounds: planar.bounds(state),
  }));
  return shapes;
}

/** The states whose bounds reach into the view: only those are drawn. */
export function statesInView(view: MapView, all: readonly StateShape[]): StateShape[] {
  const { scale, x0, y0 } = view.atlas;
  return all.filter(
    ({ bounds: [[left, top], [right, bottom]] }) =>
      right * scale + x0 >= 0 &&
      left * scale + x0 <= view.width &&
      bottom * scale + y0 >= 0 &&
      top * scale + y0 <= view.height,
  );
}
