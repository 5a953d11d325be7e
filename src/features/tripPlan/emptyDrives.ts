import { t } from '@lingui/core/macro';
import type { EmptyDrives } from '@/features/search/estimate';
import { roadMiles } from './tripMiles';
import type { LatLon } from './types';

/**
 * Where a trip starts and ends, for the empty drives of the all-in estimate: the bus comes from
 * the company's base to the start, and goes home to its base from the end.
 */
export interface TripEnds {
  /** The departure, as the lines name it: "Spokane, WA". */
  start: string;
  /**
   * Where the bus goes home from: null when the trip ends where it started (a round trip, or a
   * trip type that does not say); a named point for a one-way trip to a known destination;
   * 'unknown' for a one-way trip whose destination is not known (no plan).
   */
  end: (LatLon & { name: string }) | null | 'unknown';
}

/** Where a company is based, once measured: its road miles from the departure and its point. */
export interface BaseSpot {
  miles: number;
  place: LatLon;
}

/** The trip's ends: a one-way trip ends at its destination, any other where it started. */
export function tripEnds(
  start: string,
  oneWay: boolean,
  destination: (LatLon & { name: string }) | null,
): TripEnds {
  if (!oneWay) return { start, end: null };
  return { start, end: destination ?? 'unknown' };
}

/** A company's base on a trip, once measured: null when where it is based is not known. */
export interface MeasuredBase {
  ends: TripEnds;
  base: BaseSpot | null;
}

/**
 * A company's two empty drives (issue 39): out from its base to the start, and home from the
 * end, each measured once, as every leg is (great-circle miles x ROAD_FACTOR). 'measuring' while
 * the bases are being looked up; a base that is not known leaves both unmeasured.
 */
export function emptyDrives(measured: MeasuredBase | 'measuring'): EmptyDrives | 'measuring' {
  if (measured === 'measuring') return 'measuring';
  const { ends, base } = measured;
  const out = { place: ends.start, miles: base?.miles ?? null };
  const { end } = ends;
  if (end === null) return { out, home: { place: ends.start, miles: out.miles } };
  if (end === 'unknown') return { out, home: { place: t`where the trip ends`, miles: null } };
  return { out, home: { place: end.name, miles: base ? roadMiles(end, base.place) : null } };
}
