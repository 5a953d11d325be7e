import { tripDays } from './tripDays';
import { legMiles, tripMiles } from './tripMiles';
import type { Place, PlanOrigin } from './types';

/** What the planner fills in the estimate with; null parts are left to the traveller. */
export interface PlanFigures {
  /** Straight-line miles of each leg; null without a departure point or a destination. */
  legs: number[] | null;
  miles: number | null;
  days: number | null;
}

export interface PlanDraft {
  origin: PlanOrigin | null;
  destination: Place | null;
  stops: readonly Place[];
  departureDate: string;
  returnDate: string;
}

/** The miles (every leg, x ROAD_FACTOR) and days (inclusive) of a plan, as far as it goes. */
export function measurePlan(plan: PlanDraft, roundTrip: boolean): PlanFigures {
  const legs =
    plan.origin && plan.destination
      ? legMiles(plan.origin, plan.stops, plan.destination, roundTrip)
      : null;
  return {
    legs,
    miles: legs ? tripMiles(legs) : null,
    days: tripDays(plan.departureDate, plan.returnDate),
  };
}
