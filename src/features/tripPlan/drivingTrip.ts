import type { EstimateInputs } from '@/features/search/types';
import type { DrivingInputs } from './drivingDay';
import { measurePlan } from './measure';
import { planDates, tripDays } from './tripDays';
import type { TripPlan } from './types';

/**
 * The trip the driver's day is checked on, from the search's plan and estimate: the estimate's
 * check and its fixes read it, and the trip sheet takes its days and its legs' days from it, so
 * both lay the legs on the same days. Its days are the dates' (the days of the calendar the legs
 * are driven on, as the sheet shows them), else the estimate's: days typed by hand price the
 * trip, and the dates still say when the bus drives.
 */
export function drivingTripOf(
  plan: TripPlan | null,
  estimate: EstimateInputs,
  roundTrip: boolean,
): DrivingInputs {
  const dates = plan && planDates(plan.departureDate, plan.returnDate);
  return {
    days: (dates && tripDays(dates.departureDate, dates.returnDate)) ?? estimate.days,
    miles: estimate.miles,
    legs: plan ? measurePlan(plan, roundTrip).legs : null,
    roundTrip,
    legDays: plan?.legDays,
    destinationHours: plan?.destinationHours,
  };
}
