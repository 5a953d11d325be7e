import type { EstimateInputs } from '@/features/search/types';
import type { DrivingInputs } from './drivingDay';
import { measurePlan } from './measure';
import type { TripPlan } from './types';

/**
 * The trip the driver's day is checked on, from the search's plan and estimate: the estimate's
 * check and its fixes read it, and the trip sheet takes its legs' days from it, so both lay the
 * legs on the same days.
 */
export function drivingTripOf(
  plan: TripPlan | null,
  estimate: EstimateInputs,
  roundTrip: boolean,
): DrivingInputs {
  return {
    days: estimate.days,
    miles: estimate.miles,
    legs: plan ? measurePlan(plan, roundTrip).legs : null,
    roundTrip,
    legDays: plan?.legDays,
    destinationHours: plan?.destinationHours,
  };
}
