import { geoAlbersUsa, type GeoProjection } from 'd3-geo';
import type { LatLon } from '../types';

/**
 * The route map's projection: d3-geo's geoAlbersUsa (the lower 48 states in an equal-area conic,
 * Alaska and Hawaii as insets), fitted to the route. The state outlines come pre-projected
 * (us-atlas's states-albers-10m.json: geoAlbersUsa at ATLAS_SCALE and ATLAS_TRANSLATE, a
 * 975 x 610 frame); the same projection scaled and moved maps them onto the fitted view.
 */

export const ATLAS_SCALE = 1300;
export const ATLAS_TRANSLATE: readonly [number, number] = [487.5, 305];

/**
 * The least the view spans around the route, in degrees of latitude (longitude: scaled by the
 * latitude's cosine): a trip across town still shows the country around it, about 80 miles.
 */
export const MIN_SPAN_DEGREES = 1.2;

export interface MapView {
  width: number;
  height: number;
  /** Where a place lands in the view, in view units; null outside the projection's areas. */
  project(place: LatLon): [number, number] | null;
  /** The atlas's pre-projected outlines onto the view: x * scale + x0, y * scale + y0. */
  atlas: { scale: number; x0: number; y0: number };
}

/** The projection us-atlas's albers files were made with. */
export function atlasProjection(): GeoProjection {
  return geoAlbersUsa()
    .scale(ATLAS_SCALE)
    .translate([...ATLAS_TRANSLATE]);
}

const lonLat = (place: LatLon): [number, number] => [place.longitude, place.latitude];

/**
 * The points a route's view must show: the places, and a box of at least MIN_SPAN_DEGREES
 * around their middle.
 */
export function routeFrame(places: readonly LatLon[]): [number, number][] {
  const lats = places.map((place) => place.latitude);
  const lons = places.map((place) => place.longitude);
  const south = Math.min(...lats);
  const north = Math.max(...lats);
  const west = Math.min(...lons);
  const east = Math.max(...lons);
  const middle = { latitude: (south + north) / 2, longitude: (west + east) / 2 };
  const halfLat = Math.max(north - south, MIN_SPAN_DEGREES) / 2;
  const cos = Math.max(Math.cos((middle.latitude * Math.PI) / 180), 0.2);
  const halfLon = Math.max(east - west, MIN_SPAN_DEGREES / cos) / 2;
  const corners: [number, number][] = [
    [middle.longitude - halfLon, middle.latitude - halfLat],
    [middle.longitude + halfLon, middle.latitude - halfLat],
    [middle.longitude + halfLon, middle.latitude + halfLat],
    [middle.longitude - halfLon, middle.latitude + halfLat],
  ];
  return [...places.map(lonLat), ...corners];
}

/**
 * The view of `places` in a `width` x `height` frame: geoAlbersUsa fitted (fitExtent) to the
 * route's frame (routeFrame) within `margin` of every edge. Null without places, or when one
 * lies outside the projection's areas (the lower 48, Alaska, Hawaii).
 */
export function fitRoute(
  places: readonly LatLon[],
  width: number,
  height: number,
  margin: number,
): MapView | null {
  if (places.length === 0 || width <= 2 * margin || height <= 2 * margin) return null;
  const projection = atlasProjection();
  if (places.some((place) => projection(lonLat(place)) === null)) return null;
  projection.fitExtent(
    [
      [margin, margin],
      [width - margin, height - margin],
    ],
    { type: 'MultiPoint', coordinates: routeFrame(places) },
  );
  const scale = projection.scale() / ATLAS_SCALE;
  const [x, y] = projection.translate();
  if (!Number.isFinite(scale) || scale <= 0) return null;
  return {
    width,
    height,
    project: (place) => projection(lonLat(place)),
    atlas: { scale, x0: x - ATLAS_TRANSLATE[0] * scale, y0: y - ATLAS_TRANSLATE[1] * scale },
  };
}
