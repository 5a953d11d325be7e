import type { PlanLink, TripPlan } from './types';

/** A plan as the address carries it (the key order is parsePlan's, searchUrl.ts). */
export function linkOf(plan: TripPlan): PlanLink {
  return {
    destination: plan.destination.key,
    stops: plan.stops.map((stop) => stop.key),
    departureDate: plan.departureDate,
    returnDate: plan.returnDate,
    ...(plan.legDays && { legDays: plan.legDays }),
    ...(plan.destinationHours !== undefined && { destinationHours: plan.destinationHours }),
  };
}
