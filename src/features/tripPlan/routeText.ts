import { t } from '@lingui/core/macro';
import type { TripPlan } from './types';

/**
 * The plan's route in words: "Spokane, WA to Seattle, WA via Ellensburg, WA and back" ("to
 * Seattle, WA" when the departure is unknown), as the plan's summary and /review say it.
 */
export function routeText(plan: TripPlan, roundTrip: boolean): string {
  const to = plan.destination.name;
  const stops = plan.stops.map((stop) => stop.name).join('; ');
  const from = plan.origin?.name;
  // One message for each shape of the route, so Spanish orders its own words.
  if (from === undefined) {
    if (stops) return roundTrip ? t`to ${to} via ${stops} and back` : t`to ${to} via ${stops}`;
    return roundTrip ? t`to ${to} and back` : t`to ${to}`;
  }
  if (stops) {
    return roundTrip ? t`${from} to ${to} via ${stops} and back` : t`${from} to ${to} via ${stops}`;
  }
  return roundTrip ? t`${from} to ${to} and back` : t`${from} to ${to}`;
}
