import './TripPlanner.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { TripType } from '@/features/metadata/types';
import {
  ESTIMATE_FIELDS,
  readEstimateField,
  type EstimateKey,
} from '@/features/search/estimateFields';
import type { EstimateInputs } from '@/features/search/types';
import { planOrigin, type SearchStart } from '../origin';
import { plannerTripTypes } from '../tripTypes';
import type { TripPlan } from '../types';
import { EstimateFields } from './EstimateFields';
import { PlanExplanation } from './PlanExplanation';
import { PlanPlaces } from './PlanPlaces';
import { PlanWhen, type DateKey } from './PlanWhen';
import { checkPlan, type PlanErrors } from './planChecks';
import { usePlaceIndex } from './usePlaceIndex';
import { usePlanDraft } from './usePlanDraft';

export interface PlannerApplied {
  estimate: EstimateInputs;
  /** Null: no destination, the estimate was typed by hand. */
  plan: TripPlan | null;
  /** The plan's trip type (the search's own); null leaves the search's as it is. */
  tripType: number | null;
}

interface TripPlannerProps {
  estimate: EstimateInputs | null;
  /** The search's number of people, to start with when there is no estimate. */
  people: number | null;
  plan: TripPlan | null;
  /** Where the search departs from: the legs start there. */
  start: SearchStart;
  tripType: number | null;
  tripTypes: readonly TripType[];
  onApply: (applied: PlannerApplied) => void;
  onClear: () => void;
}

type Focusable = 'destination' | DateKey | EstimateKey;

/**
 * "Estimate my trip" as a small trip planner (issue 22): where the group goes, stops on the
 * way, one way or round trip, the dates and the group; from them the estimate's days and miles,
 * which can still be typed by hand. Loaded when first opened, with its gazetteer.
 */
export function TripPlanner(props: TripPlannerProps) {
  const { estimate, start, tripTypes, onApply, onClear } = props;
  const { index, failed } = usePlaceIndex();
  const origin = useMemo(() => planOrigin(start, index), [start, index]);
  const plan = usePlanDraft(props, origin);
  const { draft } = plan;
  const [errors, setErrors] = useState<PlanErrors>({});
  const [pendingDestination, setPendingDestination] = useState('');
  const inputs = useRef<Partial<Record<Focusable, HTMLInputElement | null>>>({});
  const destinationInput = useRef<HTMLInputElement>(null);
  const types = plannerTripTypes(tripTypes);
  // The estimate's own code, fetched while the traveller plans: ready on Show Estimates.
  useEffect(() => void import('@/features/search/estimateView'), []);

  const values = { people: draft.people, days: plan.days, miles: plan.miles };
  const submit = () => {
    const found = checkPlan(draft, pendingDestination);
    const read = {
      people: readEstimateField('people', values.people),
      days: readEstimateField('days', values.days),
      miles: readEstimateField('miles', values.miles),
    };
    const wrong = ESTIMATE_FIELDS.filter(({ key }) => read[key] === null).map(({ key }) => key);
    const next: PlanErrors = { ...found, estimate: wrong };
    setErrors(next);
    const first: Focusable | undefined =
      (found.destination ? 'destination' : undefined) ??
      (found.departureDate ? 'departureDate' : undefined) ??
      (found.returnDate ? 'returnDate' : undefined) ??
      wrong[0];
    if (first === 'destination') destinationInput.current?.focus();
    else if (first) inputs.current[first]?.focus();
    if (first || read.people === null || read.days === null || read.miles === null) return;
    const chosen = draft.destination;
    onApply({
      estimate: { people: read.people, days: read.days, miles: read.miles },
      plan: chosen && {
        origin,
        destination: chosen,
        stops: draft.stops.map((stop) => stop.place),
        departureDate: draft.departureDate,
        returnDate: draft.returnDate,
      },
      tripType: chosen ? draft.tripType : null,
    });
  };

  return (
    <form
      noValidate
      aria-label="Estimate my trip"
      className="trip-planner"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <PlanPlaces
        origin={origin}
        destination={draft.destination}
        stops={draft.stops}
        index={index}
        loadFailed={failed}
        destinationError={errors.destination ?? null}
        destinationInput={destinationInput}
        onPendingDestination={setPendingDestination}
        onChange={(change) => {
          plan.setPlaces(change);
          if (errors.destination) setErrors({ ...errors, destination: undefined });
        }}
      />
      <PlanWhen
        types={types}
        tripType={draft.tripType}
        onTripType={plan.setTripType}
        departureDate={draft.departureDate}
        returnDate={draft.returnDate}
        errors={errors}
        inputs={inputs.current}
        onDates={(change) => {
          plan.setDates(change);
          setErrors({ ...errors, departureDate: undefined, returnDate: undefined });
        }}
      />
      <EstimateFields
        values={values}
        invalid={errors.estimate ?? []}
        inputs={inputs.current}
        onType={(key, value) => {
          plan.typeEstimate(key, value);
          const still = (errors.estimate ?? []).filter((item) => item !== key);
          if (still.length !== errors.estimate?.length) setErrors({ ...errors, estimate: still });
        }}
      />
      <PlanExplanation draft={draft} figures={plan.figures} origin={origin} />
      <div className="d-flex flex-wrap gap-2 mt-3">
        <Button type="submit">Show Estimates</Button>
        {estimate !== null && (
          <Button variant="outline-secondary" onClick={onClear}>
            Clear Estimate
          </Button>
        )}
      </div>
      <p className="small text-body-secondary mt-3 mb-0">
        Places from{' '}
        <a href="https://www.geonames.org/" target="_blank" rel="noopener noreferrer">
          GeoNames
        </a>{' '}
        (CC BY 4.0); miles are worked out in your browser.
      </p>
    </form>
  );
}
