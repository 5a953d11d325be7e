import type { TripType } from '@/features/metadata/types';
import { readCostField, readCosts, writeCosts } from '@/features/search/costs';
import { readEstimateField } from '@/features/search/estimateFields';
import type { PlannerApplied } from '../applyPlan';
import { chosenDays, DEFAULT_DESTINATION_HOURS } from '../drivingDay';
import type { PlanOrigin } from '../types';
import { shownPlan, type PlanDraftState } from './usePlanDraft';

/**
 * What the planner applies on Show Estimates: the draft as shown, once the schema passed it
 * (schemas.ts); null when a figure does not read.
 */
export function appliedPlan(
  draft: PlanDraftState,
  origin: PlanOrigin | null,
  tripTypes: readonly TripType[],
): PlannerApplied | null {
  const { checked, trip, legDays, asksHours, hours } = shownPlan(draft, origin, tripTypes);
  const people = readEstimateField('people', checked.people);
  if (people === null || !trip) return null;
  const defaults = readCosts('');
  const chosen = draft.destination;
  return {
    costs: writeCosts({
      gratuity: readCostField('gratuity', draft.gratuity) ?? defaults.gratuity,
      room: readCostField('room', draft.room) ?? defaults.room,
      relief: draft.relief,
      reliefDay: readCostField('reliefDay', draft.reliefDay) ?? defaults.reliefDay,
    }),
    estimate: { people, days: trip.days, miles: trip.miles },
    plan: chosen && {
      origin,
      destination: chosen,
      stops: draft.stops.map((stop) => stop.place),
      departureDate: draft.departureDate,
      returnDate: draft.returnDate,
      ...chosenDays({ ...trip, legDays }),
      ...(asksHours &&
        hours !== null &&
        hours !== DEFAULT_DESTINATION_HOURS && {
          destinationHours: hours,
        }),
    },
    tripType: chosen ? draft.tripType : null,
  };
}
