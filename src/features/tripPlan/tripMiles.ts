import { plural, t } from '@lingui/core/macro';
import type { LatLon } from './types';
import { formatWhole } from '@/lib/i18n/intl';

/**
 * Road miles from straight-line miles. Roads wind: over the US road network the driving
 * distance between two places averages about 1.2 times the great-circle distance (Ballou,
 * Rahardja and Sakai, "Selected country circuity factors for road travel distance estimation",
 * Transportation Research Part A 36 (2002) 843-848: 1.20 for the United States). Applied once
 * to every leg; docs/trip-planner.md says the same.
 */
export const ROAD_FACTOR = 1.2;

/** Mean radius of the Earth in statute miles. */
const EARTH_RADIUS_MILES = 3958.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle ("as the crow flies") distance in miles (haversine). */
export function greatCircleMiles(from: LatLon, to: LatLon): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Road miles between two places, as the planner counts a leg: the great-circle distance times
 * ROAD_FACTOR (a company's base from the departure, issue 29, is measured the same way).
 */
export function roadMiles(from: LatLon, to: LatLon): number {
  return greatCircleMiles(from, to) * ROAD_FACTOR;
}

/**
 * The legs of a trip as pairs of places: from the departure through the stops in order to the
 * destination, and back to the departure on a round trip (the planner's, the map's and the trip
 * sheet's legs).
 */
export function legPoints<Point extends LatLon>(
  origin: Point,
  stops: readonly Point[],
  destination: Point,
  roundTrip: boolean,
): [Point, Point][] {
  const points = [origin, ...stops, destination, ...(roundTrip ? [origin] : [])];
  return points.slice(1).map((point, index) => [points[index] ?? point, point]);
}

/** The straight-line miles of each leg (legPoints). */
export function legMiles(
  origin: LatLon,
  stops: readonly LatLon[],
  destination: LatLon,
  roundTrip: boolean,
): number[] {
  return legPoints(origin, stops, destination, roundTrip).map(([from, to]) =>
    greatCircleMiles(from, to),
  );
}

/** The trip's road miles, whole: every leg times ROAD_FACTOR, added up. */
export function tripMiles(legs: readonly number[]): number {
  return Math.round(legs.reduce((sum, leg) => sum + leg * ROAD_FACTOR, 0));
}

/** "About" figures: to the nearest 10 miles from 100 on, else to the mile. */
export function roughMiles(miles: number): string {
  const rounded = miles >= 100 ? Math.round(miles / 10) * 10 : Math.round(miles);
  return formatWhole('en-US', rounded);
}

/** "about 180 miles", "about 1 mile": rounded as roughMiles rounds. */
export function aboutMiles(miles: number): string {
  const rough = Number(roughMiles(miles).replace(/,/g, ''));
  return plural(rough, { one: 'about # mile', other: 'about # miles' });
}

/** "a", "a and b", "a, b and c", in the language of the moment. */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  const head = items.slice(0, -1).join(', ');
  const last = items[items.length - 1] ?? '';
  return t`${head} and ${last}`;
}

/**
 * How the miles were made, in plain words: "about 550 miles: 2 legs of about 230 miles
 * straight-line, x 1.2 for roads", or "... 3 legs of about 110, 90 and 230 miles ...".
 */
export function milesExplanation(legs: readonly number[]): string {
  const rough = legs.map(roughMiles);
  const same = rough.every((value) => value === rough[0]);
  const each = same ? (rough[0] ?? '0') : listed(rough);
  const total = roughMiles(tripMiles(legs));
  const factor = ROAD_FACTOR;
  return plural(legs.length, {
    one: `about ${total} miles: # leg of about ${each} miles straight-line, x ${factor} for roads`,
    other: `about ${total} miles: # legs of about ${each} miles straight-line, x ${factor} for roads`,
  });
}
