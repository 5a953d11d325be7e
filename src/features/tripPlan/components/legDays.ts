import { t } from '@lingui/core/macro';
import {
  defaultLegDays,
  planLegDays,
  roadLegs,
  AVERAGE_SPEED_MPH,
  type DrivingInputs,
} from '../drivingDay';
import { legPoints } from '../tripMiles';
import type { Place, PlanOrigin } from '../types';
import type { DraftStop } from './PlanStops';

const legName = (from: string, to: string) => t`${from} to ${to}`;

/** "Spokane, WA to Ellensburg, WA" for each leg of the draft; none without both ends. */
export function legNames(
  origin: PlanOrigin | null,
  draft: { destination: Place | null; stops: readonly DraftStop[] },
  roundTrip: boolean,
): string[] {
  if (!origin || !draft.destination) return [];
  const stops = draft.stops.map((stop) => stop.place);
  return legPoints<PlanOrigin>(origin, stops, draft.destination, roundTrip).map(([from, to]) =>
    legName(from.name, to.name),
  );
}

/**
 * The legs' days for the plan: only when they differ from the default (the address stays as
 * short as before, and a default follows the trip when its days change).
 */
export function chosenDays(trip: DrivingInputs | false): { legDays?: number[] } {
  if (!trip) return {};
  const legDays = planLegDays(trip);
  const byDefault = defaultLegDays(
    roadLegs(trip).map((miles) => miles / AVERAGE_SPEED_MPH),
    trip.days,
    trip.roundTrip,
  );
  return legDays.join() === byDefault.join() ? {} : { legDays };
}
