import type { TripFormValues } from './types';

/**
 * What the search's trip plan (issue 22) fills in on /review: destination, dates, group size and
 * the stops as plain text in the notes, so every company sees the itinerary. Read loosely, like
 * searchOrigin.ts: a store without a search slice (or without a plan) leaves the form as it was.
 */
type PlanPrefill = Partial<
  Pick<
    TripFormValues,
    | 'destinationCity'
    | 'destinationState'
    | 'departureDate'
    | 'returnDate'
    | 'numberOfPeople'
    | 'notes'
  >
>;

interface LoosePlace {
  city?: unknown;
  state?: unknown;
  name?: unknown;
}

interface LooseState {
  search?: {
    plan?: {
      destination?: LoosePlace;
      stops?: unknown;
      departureDate?: unknown;
      returnDate?: unknown;
    } | null;
    estimate?: { people?: unknown } | null;
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** "Stops: Ellensburg, WA; Leavenworth, WA", or '' without stops. */
export function stopsNote(names: readonly string[]): string {
  return names.length > 0 ? `Stops: ${names.join('; ')}` : '';
}

export function planPrefill(state: object): PlanPrefill {
  const { plan, estimate } = (state as LooseState).search ?? {};
  if (!plan) return {};
  const stops = Array.isArray(plan.stops)
    ? plan.stops.map((stop: LoosePlace) => text(stop?.name)).filter(Boolean)
    : [];
  const people = estimate?.people;
  const prefill: PlanPrefill = {
    destinationCity: text(plan.destination?.city),
    destinationState: text(plan.destination?.state).toUpperCase(),
    departureDate: text(plan.departureDate),
    returnDate: text(plan.returnDate),
    notes: stopsNote(stops),
  };
  if (typeof people === 'number' && Number.isInteger(people) && people > 0) {
    prefill.numberOfPeople = String(people);
  }
  return prefill;
}
