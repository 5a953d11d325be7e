import { t } from '@lingui/core/macro';
import { aboutMiles, legMiles, ROAD_FACTOR } from '../tripMiles';
import type { LatLon, TripPlan } from '../types';

/**
 * A trip plan as the route map draws it and reads it out (issue 29): its places in travel order
 * and its legs with their road miles, the same figures as the estimate's (tripMiles.ts).
 */

export type RouteRole = 'departure' | 'stop' | 'destination';

export interface RoutePlace extends LatLon {
  name: string;
  role: RouteRole;
  /** A stop's number on the way, 1 first; 0 for the departure and the destination. */
  number: number;
}

export interface RouteLeg {
  from: RoutePlace;
  to: RoutePlace;
  /** Road miles: the leg's great-circle miles times ROAD_FACTOR. */
  miles: number;
  /** The way back to the departure of a round trip. */
  back: boolean;
}

export interface Route {
  places: RoutePlace[];
  legs: RouteLeg[];
}

/** The plan's route; null without a departure point (nothing to measure from). */
export function routeOf(plan: TripPlan, roundTrip: boolean): Route | null {
  const { origin, destination, stops } = plan;
  if (!origin) return null;
  const at = ({ latitude, longitude }: LatLon) => ({ latitude, longitude });
  const places: RoutePlace[] = [
    { ...at(origin), name: origin.name, role: 'departure', number: 0 },
    ...stops.map((stop, position): RoutePlace => ({
      ...at(stop),
      name: stop.name,
      role: 'stop',
      number: position + 1,
    })),
    { ...at(destination), name: destination.name, role: 'destination', number: 0 },
  ];
  const ends = roundTrip ? [...places, ...places.slice(0, 1)] : places;
  const legs = legMiles(origin, stops, destination, roundTrip).map(
    (straight, position): RouteLeg => ({
      from: ends[position],
      to: ends[position + 1],
      miles: straight * ROAD_FACTOR,
      back: roundTrip && position === ends.length - 2,
    }),
  );
  return { places, legs };
}

/** A leg in words: "Spokane, WA to Ellensburg, WA: about 180 miles" ("... back to ..."). */
export function legInWords(leg: RouteLeg): string {
  const from = leg.from.name;
  const to = leg.to.name;
  const miles = aboutMiles(leg.miles);
  return leg.back ? t`${from} back to ${to}: ${miles}` : t`${from} to ${to}: ${miles}`;
}

/**
 * The map's accessible name, the route read out: "Route: Spokane, WA to Ellensburg, WA, about
 * 180 miles; to Seattle, WA, about 110 miles; and back, about 270 miles".
 */
export function routeName(route: Route): string {
  const parts = route.legs.map((leg, position) => {
    const miles = aboutMiles(leg.miles);
    const from = leg.from.name;
    const to = leg.to.name;
    if (leg.back) return t`and back, ${miles}`;
    return position === 0 ? t`${from} to ${to}, ${miles}` : t`to ${to}, ${miles}`;
  });
  const legs = parts.join('; ');
  return t`Route: ${legs}`;
}
