import type { PlannerApplied } from '@/features/tripPlan/applyPlan';
import { appliedPlan } from '@/features/tripPlan/components/appliedPlan';
import { shownPlan, type PlanDraftState } from '@/features/tripPlan/components/usePlanDraft';
import type { DrivingInputs } from '@/features/tripPlan/drivingDay';
import { drivingTripOf } from '@/features/tripPlan/drivingTrip';
import { isRoundTrip } from '@/features/tripPlan/tripTypes';
import { planErrors, type PlanErrors } from '@/features/tripPlan/schemas';
import { sheetOf } from '@/features/tripSheet/sheetOf';
import {
  writeSheetLink,
  type ReadSheet,
  type SheetPlace,
  type TripSheet,
} from '@/features/tripSheet/sheetLink';
import { readBack } from './readBack';
import { ROUND_TRIP, SEATTLE, SPOKANE_ORIGIN, TRIP_TYPES, sourcesOf } from './sheetSources';

export const TODAY = '2030-06-14';

/** A planner's form as a traveller leaves it: a same-day round trip to Seattle; each case varies it. */
export const DRAFT: PlanDraftState = {
  destination: SEATTLE,
  pendingDestination: '',
  stops: [],
  tripType: ROUND_TRIP,
  departureDate: TODAY,
  returnDate: TODAY,
  people: '40',
  days: null,
  miles: null,
  bases: { days: '1', miles: '' },
  legDays: null,
  destinationHours: '4',
  gratuity: '15',
  room: '110',
  reliefDay: '400',
  relief: false,
};

export type Planned =
  | { kind: 'refused'; errors: PlanErrors }
  /**
   * Accepted: what the planner applied, the trip the estimate's check reads of it, the sheet the
   * app makes of it (none without a destination) and that sheet's link as the sheet opens it.
   */
  | {
      kind: 'accepted';
      applied: PlannerApplied;
      trip: DrivingInputs;
      sheet: TripSheet | null;
      read: ReadSheet | null;
    };

/** A sheet as its link holds it: each place by its name and point (the sheet needs no gazetteer). */
export function asLinked(sheet: TripSheet): TripSheet {
  const place = ({ name, latitude, longitude }: SheetPlace) => ({ name, latitude, longitude });
  return {
    ...sheet,
    origin: place(sheet.origin),
    destination: place(sheet.destination),
    stops: sheet.stops.map(place),
  };
}

/**
 * Show Estimates on a draft, as the planner does it (its schema, then what it applies to the
 * search), then the trip sheet of that search, written to its link and opened.
 */
export async function planToSheet(draft: PlanDraftState): Promise<Planned> {
  const { checked, asksHours } = shownPlan(draft, SPOKANE_ORIGIN, TRIP_TYPES);
  const errors = await planErrors(checked, { asksHours, today: TODAY });
  if (Object.keys(errors).length > 0) return { kind: 'refused', errors };
  const applied = appliedPlan(draft, SPOKANE_ORIGIN, TRIP_TYPES);
  if (!applied) throw new Error('a draft the schema accepts applies');
  const tripType = applied.tripType ?? ROUND_TRIP;
  const roundTrip = isRoundTrip(tripType, TRIP_TYPES);
  const trip = drivingTripOf(applied.plan, applied.estimate, roundTrip);
  const sheet = sheetOf(sourcesOf(applied.plan, applied.estimate, tripType, applied.costs));
  return {
    kind: 'accepted',
    applied,
    trip,
    sheet,
    read: sheet && readBack(writeSheetLink(sheet)),
  };
}
