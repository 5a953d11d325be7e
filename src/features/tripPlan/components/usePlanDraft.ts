import { useFormikContext } from 'formik';
import type { TripType } from '@/features/metadata/types';
import { readCosts, type CostKey } from '@/features/search/costs';
import { readEstimateField } from '@/features/search/estimateFields';
import { DEFAULT_ESTIMATE_DAYS } from '@/features/search/estimateInputs';
import type { EstimateInputs } from '@/features/search/types';
import { DEFAULT_DESTINATION_HOURS, planLegDays } from '../drivingDay';
import { measurePlan } from '../measure';
import { readDestinationHours } from '../planDays';
import type { PlanChecked } from '../schemas';
import { plannerTripTypes } from '../tripTypes';
import type { Place, PlanOrigin, TripPlan } from '../types';
import type { DraftStop } from './PlanStops';

/**
 * The planner's form values. Days and miles follow the plan until typed by hand (`days`,
 * `miles`: what was typed, or null); a typed value wins until what it depends on changes (the
 * dates for days; the places or the trip type for miles).
 */
export interface PlanDraftState extends Omit<PlanChecked, 'days' | 'miles' | 'stops'> {
  stops: DraftStop[];
  tripType: number | null;
  days: string | null;
  miles: string | null;
  /** Shown when the plan gives no figure (no destination or dates yet). */
  bases: { days: string; miles: string };
  /** The legs' days as the traveller moved them; null: the default days. */
  legDays: number[] | null;
}

export interface PlanDraftStart {
  estimate: EstimateInputs | null;
  /** The search's number of people, to start with when there is no estimate. */
  people: number | null;
  plan: TripPlan | null;
  tripType: number | null;
  tripTypes: readonly TripType[];
  /** The search's all-in assumptions (costs.ts). */
  costs: string;
}

let nextStopId = 1;
export const draftStop = (place: Place): DraftStop => ({ id: nextStopId++, place });

const isRoundTrip = (tripType: number | null, tripTypes: readonly TripType[]) =>
  tripType !== null && tripType === plannerTripTypes(tripTypes).roundTrip?.id;

/** The form's initial values: what the search holds when the planner opens. */
export function initialDraft({
  estimate,
  people,
  plan,
  tripType,
  tripTypes,
  costs,
}: PlanDraftStart): PlanDraftState {
  const { oneWay, roundTrip } = plannerTripTypes(tripTypes);
  const offered = [oneWay?.id, roundTrip?.id].includes(tripType ?? undefined);
  const chosenType = offered ? tripType : (roundTrip?.id ?? oneWay?.id ?? null);
  const stored = plan && measurePlan(plan, isRoundTrip(chosenType, tripTypes));
  // A figure of the estimate that the plan does not give was typed by hand.
  const typed = (key: 'days' | 'miles') =>
    estimate && stored && stored[key] !== null && stored[key] !== estimate[key]
      ? String(estimate[key])
      : null;
  const assumed = readCosts(costs);
  return {
    destination: plan?.destination ?? null,
    pendingDestination: '',
    stops: (plan?.stops ?? []).map(draftStop),
    tripType: chosenType,
    departureDate: plan?.departureDate ?? '',
    returnDate: plan?.returnDate ?? '',
    people: String(estimate?.people ?? people ?? ''),
    days: typed('days'),
    miles: typed('miles'),
    bases: {
      days: String(estimate?.days ?? DEFAULT_ESTIMATE_DAYS),
      miles: estimate ? String(estimate.miles) : '',
    },
    legDays: plan?.legDays ?? null,
    destinationHours: String(plan?.destinationHours ?? DEFAULT_DESTINATION_HOURS),
    gratuity: String(assumed.gratuity),
    room: String(assumed.room),
    reliefDay: String(assumed.reliefDay),
    relief: assumed.relief,
  };
}

/** What the draft shows and means, from the departure point (render, checks and submit). */
export function shownPlan(
  draft: PlanDraftState,
  origin: PlanOrigin | null,
  tripTypes: readonly TripType[],
) {
  const roundTrip = isRoundTrip(draft.tripType, tripTypes);
  const { destination, departureDate, returnDate } = draft;
  const stops = draft.stops.map((stop) => stop.place);
  const figures = measurePlan({ origin, destination, stops, departureDate, returnDate }, roundTrip);
  const shown = (key: 'days' | 'miles') =>
    draft[key] ?? (figures[key] !== null ? String(figures[key]) : draft.bases[key]);
  const checked = { ...draft, days: shown('days'), miles: shown('miles') };
  const asksHours = roundTrip && draft.destination !== null;
  const hours = readDestinationHours(draft.destinationHours);
  const days = readEstimateField('days', checked.days);
  const miles = readEstimateField('miles', checked.miles);
  const trip = days !== null &&
    miles !== null && {
      days,
      miles,
      legs: figures.legs,
      roundTrip,
      legDays: draft.legDays ?? undefined,
      destinationHours: hours ?? undefined,
    };
  return {
    figures,
    roundTrip,
    checked,
    asksHours,
    hours,
    trip,
    legDays: trip ? planLegDays(trip) : [],
  };
}

type Key = keyof PlanChecked;

/**
 * The planner's changes to its Formik values. A changed field's error goes until the next
 * Show Estimates: a value being typed is never judged mid-way.
 */
export function usePlanDraft() {
  const { setFieldValue, setFieldError } = useFormikContext<PlanDraftState>();
  // Field by field: Formik applies each to its latest values (two changes in one event keep both).
  const change = (next: Partial<PlanDraftState>, cleared: Key[]) => {
    for (const [key, value] of Object.entries(next)) void setFieldValue(key, value, false);
    for (const key of cleared) setFieldError(key, undefined);
  };
  return {
    // New legs: their days start again from the default.
    setPlaces: (places: Pick<PlanDraftState, 'destination' | 'stops'>) =>
      change({ ...places, legDays: null, miles: null }, ['destination']),
    setPendingDestination: (pendingDestination: string) => change({ pendingDestination }, []),
    setTripType: (tripType: number) => change({ tripType, legDays: null, miles: null }, []),
    setDates: (dates: Partial<Pick<PlanDraftState, 'departureDate' | 'returnDate'>>) =>
      change({ ...dates, days: null }, ['departureDate', 'returnDate']),
    setLegDays: (legDays: number[]) => change({ legDays }, []),
    /** A typed field: the estimate's, an assumption, or the hours at the destination. */
    type: (key: 'people' | 'days' | 'miles' | 'destinationHours' | CostKey, typed: string) =>
      change({ [key]: typed }, [key]),
    setRelief: (relief: boolean) => change({ relief }, []),
  };
}
