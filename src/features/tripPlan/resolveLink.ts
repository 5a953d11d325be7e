import { t } from '@lingui/core/macro';
import type { PlaceIndex } from './placeIndex';
import { planDates } from './tripDays';
import { MAX_STOPS, type Place, type PlanLink } from './types';

export interface ResolvedLink {
  /** Null: the destination is unknown, so there is no plan. */
  destination: Place | null;
  stops: Place[];
  departureDate: string;
  returnDate: string;
  legDays?: number[];
  destinationHours?: number;
  /** Each thing left out, in words for the traveller; empty when nothing was. */
  dropped: string[];
}

/**
 * A plan from the address, looked up: an unknown place is left out with a note (a shared link
 * may be old, cut short or edited by hand), dates the planner would refuse are left out
 * (tripDays.ts planDates), stops past MAX_STOPS are cut. Never throws.
 */
export function resolveLink(link: PlanLink, index: PlaceIndex): ResolvedLink {
  const dropped: string[] = [];
  const destination = index.find(link.destination);
  if (!destination) {
    const place = link.destination;
    const note = t`We could not find the destination "${place}" from the link, so the trip plan was left out.`;
    return { destination, stops: [], departureDate: '', returnDate: '', dropped: [note] };
  }
  const stops: Place[] = [];
  for (const key of link.stops) {
    const stop = index.find(key);
    if (!stop)
      dropped.push(t`We could not find the stop "${key}" from the link, so it was left out.`);
    else stops.push(stop);
  }
  if (stops.length > MAX_STOPS) {
    const most = MAX_STOPS;
    dropped.push(t`A trip has at most ${most} stops: the first ${most} were kept.`);
  }
  const hours = link.destinationHours;
  return {
    destination,
    stops: stops.slice(0, MAX_STOPS),
    ...planDates(link.departureDate, link.returnDate),
    // The legs' days stand for the legs the link named: not once a place is left out.
    ...(link.legDays && dropped.length === 0 && { legDays: link.legDays }),
    // The link's reader (planDays.ts) kept only hours within the limit.
    ...(hours !== undefined && { destinationHours: hours }),
    dropped,
  };
}
