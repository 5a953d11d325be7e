import type { TripPlan } from './types';

/**
 * The plan's route in words: "Spokane, WA to Seattle, WA via Ellensburg, WA and back" ("to
 * Seattle, WA" when the departure is unknown), as the plan's summary and /review say it.
 */
export function routeText(plan: TripPlan, roundTrip: boolean): string {
  const via = plan.stops.length > 0 ? ` via ${plan.stops.map((stop) => stop.name).join('; ')}` : '';
  const from = plan.origin ? `${plan.origin.name} to ` : 'to ';
  return `${from}${plan.destination.name}${via}${roundTrip ? ' and back' : ''}`;
}
