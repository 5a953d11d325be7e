import './TripPlanner.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectTripTypes } from '@/features/metadata/metadataSlice';
import {
  ESTIMATE_FIELDS,
  readEstimateField,
  type EstimateKey,
} from '@/features/search/estimateFields';
import {
  COST_FIELDS,
  readCostField,
  readCosts,
  writeCosts,
  type CostKey,
} from '@/features/search/costs';
import { estimateNote } from '@/features/search/estimateNote';
import { selectSearch } from '@/features/search/selectors';
import { applyTripPlan, type PlannerApplied } from '../applyPlan';
import { locateBases } from '../baseDistances';
import { DEFAULT_DESTINATION_HOURS, moveLeg, planLegDays } from '../drivingDay';
import { loadRouteMap } from '../map/loadRouteMap';
import { planOrigin } from '../origin';
import { plannerTripTypes } from '../tripTypes';
import { DrivingCheck } from './DrivingCheck';
import { HowEstimated } from './HowEstimated';
import { NumberFields } from './NumberFields';
import { PlanCosts } from './PlanCosts';
import { PlanExplanation } from './PlanExplanation';
import { PlanPlaces } from './PlanPlaces';
import { PlanWhen, type DateKey } from './PlanWhen';
import { checkPlan, readDestinationHours, type PlanErrors } from './planChecks';
import { PlanLegDays } from './PlanLegDays';
import { chosenDays, legNames } from './legDays';
import { usePlaceIndex } from './usePlaceIndex';
import { usePlanDraft } from './usePlanDraft';

interface TripPlannerProps {
  /** After Show Estimates or Clear Estimate: the panel closes at once. */
  onClose: () => void;
  /** Then the address to show (none when a search will write it). */
  onAddress: (address: string) => void;
}

type Focusable = 'destination' | DateKey | EstimateKey | 'destinationHours' | CostKey;

const costValues = (text: string) => {
  const costs = readCosts(text);
  return {
    values: {
      gratuity: String(costs.gratuity),
      room: String(costs.room),
      reliefDay: String(costs.reliefDay),
    },
    relief: costs.relief,
  };
};

/**
 * "Estimate my trip" as a small trip planner (issue 22): where the group goes, stops on the
 * way, one way or round trip, the dates and the group; from them the estimate's days and miles,
 * which can still be typed by hand. Loaded when first opened, with its gazetteer.
 */
export function TripPlanner({ onClose, onAddress }: TripPlannerProps) {
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectSearch);
  const tripTypes = useAppSelector(selectTripTypes);
  const { estimate, departureCity, departureState, filterZip, latitude, longitude } = search;
  const { index, failed } = usePlaceIndex();
  const origin = useMemo(
    () =>
      planOrigin(
        { city: departureCity, state: departureState, zip: filterZip, latitude, longitude },
        index,
      ),
    [departureCity, departureState, filterZip, latitude, longitude, index],
  );
  // Read once: what the search holds when the planner opens.
  const [start] = useState(() => ({
    estimate,
    people: search.numberOfPeople,
    plan: search.plan,
    tripType: search.tripType,
    tripTypes,
  }));
  const plan = usePlanDraft(start, origin);
  const [costs, setCosts] = useState(() => costValues(search.costs));
  // The store changes as the thunk starts (createAsyncThunk runs it at once); only the address
  // waits for its answer, so the panel closes in the same event.
  const apply = (applied: PlannerApplied | null) => {
    void dispatch(applyTripPlan(applied))
      .unwrap()
      .then(
        (address) => {
          if (address) onAddress(address);
        },
        () => undefined,
      );
    onClose();
  };
  const { draft } = plan;
  const [errors, setErrors] = useState<PlanErrors>({});
  const [pendingDestination, setPendingDestination] = useState('');
  const inputs = useRef<Partial<Record<Focusable, HTMLInputElement | null>>>({});
  const destinationInput = useRef<HTMLInputElement>(null);
  const types = plannerTripTypes(tripTypes);
  // The estimate's own code, fetched while the traveller plans: ready on Show Estimates.
  useEffect(() => void import('@/features/search/estimateView'), []);
  // The route map's too, once there is a destination to draw.
  const planned = draft.destination !== null;
  useEffect(() => {
    if (planned) void loadRouteMap().catch(() => undefined);
  }, [planned]);
  // The gazetteer is here: the result cards can say how far each company is based.
  const answered = search.status === 'succeeded';
  useEffect(() => {
    if (index && answered) void dispatch(locateBases());
  }, [dispatch, index, answered]);

  const values = { people: draft.people, days: plan.days, miles: plan.miles };
  const typedFigures = {
    days: readEstimateField('days', values.days),
    miles: readEstimateField('miles', values.miles),
  };
  const asksHours = plan.roundTrip && draft.destination !== null;
  const hours = readDestinationHours(draft.destinationHours);
  const trip = typedFigures.days !== null &&
    typedFigures.miles !== null && {
      days: typedFigures.days,
      miles: typedFigures.miles,
      legs: plan.figures.legs,
      roundTrip: plan.roundTrip,
      legDays: draft.legDays ?? undefined,
      destinationHours: hours ?? undefined,
    };
  const legDays = trip ? planLegDays(trip) : [];
  const legs = legNames(origin, draft, plan.roundTrip).map((name, index) => ({
    name,
    day: legDays[index] ?? 1,
  }));
  const submit = () => {
    const planErrors = checkPlan(draft, pendingDestination, asksHours);
    const typed = { ...typedFigures, people: readEstimateField('people', values.people) };
    const wrongEstimate = ESTIMATE_FIELDS.filter(({ key }) => typed[key] === null).map(
      ({ key }) => key,
    );
    const cost = {
      gratuity: readCostField('gratuity', costs.values.gratuity),
      room: readCostField('room', costs.values.room),
      reliefDay: readCostField('reliefDay', costs.values.reliefDay),
    };
    const wrongCosts = COST_FIELDS.filter(
      ({ key }) => cost[key] === null && (key !== 'reliefDay' || costs.relief),
    ).map(({ key }) => key);
    const next: PlanErrors = { ...planErrors, estimate: wrongEstimate, costs: wrongCosts };
    setErrors(next);
    const first: Focusable | undefined =
      (planErrors.destination ? 'destination' : undefined) ??
      (planErrors.departureDate ? 'departureDate' : undefined) ??
      (planErrors.returnDate ? 'returnDate' : undefined) ??
      wrongEstimate[0] ??
      (planErrors.destinationHours ? 'destinationHours' : undefined) ??
      wrongCosts[0];
    if (first === 'destination') destinationInput.current?.focus();
    else if (first) inputs.current[first]?.focus();
    if (first || typed.people === null || typed.days === null || typed.miles === null) return;
    const chosen = draft.destination;
    const defaults = readCosts('');
    apply({
      costs: writeCosts({
        gratuity: cost.gratuity ?? defaults.gratuity,
        room: cost.room ?? defaults.room,
        relief: costs.relief,
        reliefDay: cost.reliefDay ?? defaults.reliefDay,
      }),
      estimate: { people: typed.people, days: typed.days, miles: typed.miles },
      plan: chosen && {
        origin,
        destination: chosen,
        stops: draft.stops.map((stop) => stop.place),
        departureDate: draft.departureDate,
        returnDate: draft.returnDate,
        ...chosenDays(trip && { ...trip, legDays: legDays }),
        ...(asksHours &&
          hours !== null &&
          hours !== DEFAULT_DESTINATION_HOURS && {
            destinationHours: hours,
          }),
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
        inputs={inputs}
        onDates={(change) => {
          plan.setDates(change);
          setErrors({ ...errors, departureDate: undefined, returnDate: undefined });
        }}
      />
      <NumberFields
        fields={ESTIMATE_FIELDS}
        column="col-4"
        values={values}
        invalid={errors.estimate ?? []}
        inputs={inputs}
        onType={(key, value) => {
          plan.typeEstimate(key, value);
          const still = (errors.estimate ?? []).filter((item) => item !== key);
          if (still.length !== errors.estimate?.length) setErrors({ ...errors, estimate: still });
        }}
      />
      <PlanExplanation draft={draft} figures={plan.figures} origin={origin} />
      <PlanLegDays
        legs={plan.figures.legs ? legs : []}
        days={trip ? trip.days : 1}
        asksHours={asksHours}
        destinationHours={draft.destinationHours}
        error={errors.destinationHours}
        hoursInput={(element) => {
          inputs.current.destinationHours = element;
        }}
        onHours={(text) => {
          plan.typeDestinationHours(text);
          if (errors.destinationHours) setErrors({ ...errors, destinationHours: undefined });
        }}
        onMove={(leg, day) => plan.setLegDays(moveLeg(legDays, leg, day))}
      />
      {trip && (
        <div className="small" aria-live="polite">
          <DrivingCheck {...trip} relief={costs.relief} />
        </div>
      )}
      <PlanCosts
        values={costs.values}
        relief={costs.relief}
        invalid={errors.costs ?? []}
        inputs={inputs}
        onType={(key, value) => {
          setCosts({ ...costs, values: { ...costs.values, [key]: value } });
          const still = (errors.costs ?? []).filter((item) => item !== key);
          if (still.length !== errors.costs?.length) setErrors({ ...errors, costs: still });
        }}
        onRelief={(relief) => setCosts({ ...costs, relief })}
      />
      <HowEstimated />
      <div className="d-flex flex-wrap gap-2 mt-3">
        <Button type="submit">Show Estimates</Button>
        {estimate !== null && (
          <Button variant="outline-secondary" onClick={() => apply(null)}>
            Clear Estimate
          </Button>
        )}
      </div>
      {estimate === null && (
        <p className="small text-body-secondary mt-3 mb-0">{estimateNote(null)}</p>
      )}
      <p className="small text-body-secondary mt-2 mb-0">
        Places from{' '}
        <a href="https://www.geonames.org/" target="_blank" rel="noopener noreferrer">
          GeoNames
        </a>{' '}
        (CC BY 4.0); miles are worked out in your browser.
      </p>
    </form>
  );
}
