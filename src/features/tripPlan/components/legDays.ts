import { t } from '@lingui/core/macro';
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
