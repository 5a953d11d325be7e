import type { PlanLink, TripPlan } from './types';

/**
 * A plan as the address carries it. Small and free of the gazetteer: the search slice and the
 * URL code (every first load) use it.
 */
export function linkOf(plan: TripPlan): PlanLink {
  return {
    destination: plan.destination.key,
    stops: plan.stops.map((stop) => stop.key),
    departureDate: plan.departureDate,
    returnDate: plan.returnDate,
  };
}

export function sameLink(a: PlanLink, b: PlanLink): boolean {
  return (
    a.destination === b.destination &&
    a.departureDate === b.departureDate &&
    a.returnDate === b.returnDate &&
    a.stops.join('|') === b.stops.join('|')
  );
}
