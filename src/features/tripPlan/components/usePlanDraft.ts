import { useMemo, useState } from 'react';
import type { TripType } from '@/features/metadata/types';
import { DEFAULT_ESTIMATE_DAYS } from '@/features/search/estimateInputs';
import type { EstimateInputs } from '@/features/search/types';
import { DEFAULT_DESTINATION_HOURS } from '../drivingDay';
import { measurePlan, type PlanFigures } from '../measure';
import { plannerTripTypes } from '../tripTypes';
import type { Place, PlanOrigin, TripPlan } from '../types';
import type { DraftStop } from './PlanStops';

/**
 * Days and miles follow the plan until typed by hand; a typed value wins until what it depends
 * on changes (the dates for days; the places or the trip type for miles).
 */
interface Followed {
  typed: string | null;
  /** Shown when the plan gives no figure (no destination or dates yet). */
  base: string;
}

export interface PlanDraftState {
  destination: Place | null;
  stops: DraftStop[];
  tripType: number | null;
  departureDate: string;
  returnDate: string;
  people: string;
  days: Followed;
  miles: Followed;
  /** The legs' days as the traveller moved them; null: the default days. */
  legDays: number[] | null;
  /** The hours at the destination as typed. */
  destinationHours: string;
}

export interface PlanDraftStart {
  estimate: EstimateInputs | null;
  /** The search's number of people, to start with when there is no estimate. */
  people: number | null;
  plan: TripPlan | null;
  tripType: number | null;
  tripTypes: readonly TripType[];
}

let nextStopId = 1;
export const draftStop = (place: Place): DraftStop => ({ id: nextStopId++, place });

function initialDraft({
  estimate,
  people,
  plan,
  tripType,
  tripTypes,
}: PlanDraftStart): PlanDraftState {
  const { oneWay, roundTrip } = plannerTripTypes(tripTypes);
  const offered = [oneWay?.id, roundTrip?.id].includes(tripType ?? undefined);
  const chosenType = offered ? tripType : (roundTrip?.id ?? oneWay?.id ?? null);
  const stored = plan && measurePlan(plan, chosenType !== null && chosenType === roundTrip?.id);
  // A figure of the estimate that the plan does not give was typed by hand.
  const typed = (key: 'days' | 'miles') =>
    estimate && stored && stored[key] !== null && stored[key] !== estimate[key]
      ? String(estimate[key])
      : null;
  return {
    destination: plan?.destination ?? null,
    stops: (plan?.stops ?? []).map(draftStop),
    tripType: chosenType,
    departureDate: plan?.departureDate ?? '',
    returnDate: plan?.returnDate ?? '',
    people: String(estimate?.people ?? people ?? ''),
    days: { typed: typed('days'), base: String(estimate?.days ?? DEFAULT_ESTIMATE_DAYS) },
    miles: { typed: typed('miles'), base: estimate ? String(estimate.miles) : '' },
    legDays: plan?.legDays ?? null,
    destinationHours: String(plan?.destinationHours ?? DEFAULT_DESTINATION_HOURS),
  };
}

export interface PlanDraft {
  draft: PlanDraftState;
  figures: PlanFigures;
  roundTrip: boolean;
  /** What the Days and Total miles fields show. */
  days: string;
  miles: string;
  setPlaces: (change: Pick<PlanDraftState, 'destination' | 'stops'>) => void;
  setTripType: (tripType: number) => void;
  setDates: (change: Partial<Pick<PlanDraftState, 'departureDate' | 'returnDate'>>) => void;
  typeEstimate: (key: 'people' | 'days' | 'miles', value: string) => void;
  setLegDays: (legDays: number[]) => void;
  typeDestinationHours: (text: string) => void;
}

/** The planner's working copy: nothing reaches the search until Show Estimates. */
export function usePlanDraft(start: PlanDraftStart, origin: PlanOrigin | null): PlanDraft {
  const [draft, setDraft] = useState(() => initialDraft(start));
  const { roundTrip: roundTripType } = plannerTripTypes(start.tripTypes);
  const roundTrip = draft.tripType !== null && draft.tripType === roundTripType?.id;
  const figures = useMemo(
    () =>
      measurePlan(
        {
          origin,
          destination: draft.destination,
          stops: draft.stops.map((stop) => stop.place),
          departureDate: draft.departureDate,
          returnDate: draft.returnDate,
        },
        roundTrip,
      ),
    [origin, draft.destination, draft.stops, draft.departureDate, draft.returnDate, roundTrip],
  );
  const shown = (followed: Followed, figure: number | null) =>
    followed.typed ?? (figure !== null ? String(figure) : followed.base);

  return {
    draft,
    figures,
    roundTrip,
    days: shown(draft.days, figures.days),
    miles: shown(draft.miles, figures.miles),
    // New legs: their days start again from the default.
    setPlaces: (change) =>
      setDraft((current) => ({
        ...current,
        ...change,
        legDays: null,
        miles: { ...current.miles, typed: null },
      })),
    setTripType: (tripType) =>
      setDraft((current) => ({
        ...current,
        tripType,
        legDays: null,
        miles: { ...current.miles, typed: null },
      })),
    setLegDays: (legDays) => setDraft((current) => ({ ...current, legDays })),
    typeDestinationHours: (destinationHours) =>
      setDraft((current) => ({ ...current, destinationHours })),
    setDates: (change) =>
      setDraft((current) => ({ ...current, ...change, days: { ...current.days, typed: null } })),
    typeEstimate: (key, value) =>
      setDraft((current) =>
        key === 'people'
          ? { ...current, people: value }
          : { ...current, [key]: { ...current[key], typed: value } },
      ),
  };
}
