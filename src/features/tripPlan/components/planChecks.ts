import type { CostKey } from '@/features/search/costs';
import type { EstimateKey } from '@/features/search/estimateFields';
import { MAX_DESTINATION_HOURS } from '../drivingDay';
import { dayNumber, todayIsoDate } from '../tripDays';
import type { PlanDraftState } from './usePlanDraft';

export interface PlanErrors {
  destination?: string;
  departureDate?: string;
  returnDate?: string;
  destinationHours?: string;
  /** The estimate's fields that are wrong (their texts: ESTIMATE_FIELDS). */
  estimate?: EstimateKey[];
  /** The all-in estimate's assumptions that are wrong (their texts: COST_FIELDS). */
  costs?: CostKey[];
}

/** The planner's own messages, in the style of the trip request form's. */
export const PLAN_MESSAGES = {
  destinationNotChosen: 'Choose the destination from the list, or clear it',
  destinationForStops: 'Choose where the group is going, or remove the stops',
  departureDateInvalid: 'Departure date must be a valid date',
  departureDatePast: 'Departure date cannot be in the past',
  returnDateInvalid: 'Return date must be a valid date',
  returnBeforeDeparture: 'Return date cannot be before the departure date',
  destinationHoursInvalid: `Hours the group spends there must be a number from 0 to ${MAX_DESTINATION_HOURS}`,
} as const;

/** Hours at the destination as typed: 0 to 24, to the half hour ("4", "2.5"), else null. */
export function readDestinationHours(typed: string): number | null {
  const text = typed.trim();
  if (!/^\d{1,2}(\.[05])?$/.test(text)) return null;
  const hours = Number(text);
  return hours <= MAX_DESTINATION_HOURS ? hours : null;
}

/**
 * What is wrong with the plan part of the draft; `typed` is the destination typed, not chosen;
 * `waits`: the hours at the destination are asked (a round trip with a destination).
 */
export function checkPlan(
  draft: PlanDraftState,
  typed: string,
  waits: boolean,
  today = todayIsoDate(),
): PlanErrors {
  const errors: PlanErrors = {};
  if (!draft.destination && typed) errors.destination = PLAN_MESSAGES.destinationNotChosen;
  else if (!draft.destination && draft.stops.length > 0) {
    errors.destination = PLAN_MESSAGES.destinationForStops;
  }
  const departure = draft.departureDate ? dayNumber(draft.departureDate) : null;
  if (draft.departureDate && departure === null) {
    errors.departureDate = PLAN_MESSAGES.departureDateInvalid;
  } else if (departure !== null && departure < (dayNumber(today) ?? 0)) {
    errors.departureDate = PLAN_MESSAGES.departureDatePast;
  }
  const back = draft.returnDate ? dayNumber(draft.returnDate) : null;
  if (draft.returnDate && back === null) errors.returnDate = PLAN_MESSAGES.returnDateInvalid;
  else if (back !== null && departure !== null && back < departure) {
    errors.returnDate = PLAN_MESSAGES.returnBeforeDeparture;
  }
  if (waits && readDestinationHours(draft.destinationHours) === null) {
    errors.destinationHours = PLAN_MESSAGES.destinationHoursInvalid;
  }
  return errors;
}
