import { Trans, useLingui } from '@lingui/react/macro';
import './TripPlanner.css';
import { Form as FormikForm, Formik, useFormikContext } from 'formik';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { FormikSubmitButton } from '@/components/form/FormikSubmitButton';
import { selectTripTypes } from '@/features/metadata/metadataSlice';
import type { TripType } from '@/features/metadata/types';
import { ESTIMATE_FIELDS } from '@/features/search/estimateFields';
import { COST_FIELDS } from '@/features/search/costs';
import { estimateNote } from '@/features/search/estimateNote';
import { selectSearch } from '@/features/search/selectors';
import { applyTripPlan, type PlannerApplied } from '../applyPlan';
import { locateBases } from '../baseDistances';
import { moveLeg } from '../drivingDay';
import { loadRouteMap } from '../map/loadRouteMap';
import { planOrigin } from '../origin';
import { planErrors, PLAN_FIELD_ORDER, type PlanErrors } from '../schemas';
import { plannerTripTypes } from '../tripTypes';
import type { PlaceIndex } from '../placeIndex';
import type { PlanOrigin } from '../types';
import { DrivingCheck } from './DrivingCheck';
import { HowEstimated } from './HowEstimated';
import { NumberFields } from './NumberFields';
import { PlanCosts } from './PlanCosts';
import { PlanExplanation } from './PlanExplanation';
import { PlanPlaces } from './PlanPlaces';
import { PlanWhen } from './PlanWhen';
import { PlanLegDays } from './PlanLegDays';
import { appliedPlan } from './appliedPlan';
import { legNames } from './legDays';
import { usePlaceIndex } from './usePlaceIndex';
import { initialDraft, shownPlan, usePlanDraft, type PlanDraftState } from './usePlanDraft';

interface TripPlannerProps {
  /** After Show Estimates or Clear Estimate: the panel closes at once. */
  onClose: () => void;
  /** Then the address to show (none when a search will write it). */
  onAddress: (address: string) => void;
}

/**
 * "Estimate my trip" as a small trip planner (issue 22): where the group goes, stops on the
 * way, one way or round trip, the dates and the group; from them the estimate's days and miles,
 * which can still be typed by hand. Loaded when first opened, with its gazetteer. A Formik form:
 * its working copy reaches the search only on Show Estimates, checked by schemas.ts.
 */
export function TripPlanner({ onClose, onAddress }: TripPlannerProps) {
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectSearch);
  const tripTypes = useAppSelector(selectTripTypes);
  const { departureCity, departureState, filterZip, latitude, longitude } = search;
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
    draft: initialDraft({
      estimate: search.estimate,
      people: search.numberOfPeople,
      plan: search.plan,
      tripType: search.tripType,
      tripTypes,
      costs: search.costs,
    }),
    tripTypes,
  }));
  // The store changes as the thunk starts (createAsyncThunk runs it at once); only the address
  // waits for its answer, so the panel closes in the same event.
  const apply = (plan: PlannerApplied | null) => {
    void dispatch(applyTripPlan(plan))
      .unwrap()
      .then(
        (address) => {
          if (address) onAddress(address);
        },
        () => undefined,
      );
    onClose();
  };
  // The gazetteer is here: the result cards can say how far each company is based.
  const answered = search.status === 'succeeded';
  useEffect(() => {
    if (index && answered) void dispatch(locateBases());
  }, [dispatch, index, answered]);

  return (
    <Formik
      initialValues={start.draft}
      validateOnChange={false}
      validateOnBlur={false}
      validate={(draft) => {
        const { checked, asksHours } = shownPlan(draft, origin, start.tripTypes);
        return planErrors(checked, { asksHours });
      }}
      onSubmit={(draft) => {
        const plan = appliedPlan(draft, origin, start.tripTypes);
        if (plan) apply(plan);
      }}
    >
      <PlanForm
        origin={origin}
        index={index}
        failed={failed}
        tripTypes={start.tripTypes}
        onClear={search.estimate !== null ? () => apply(null) : null}
      />
    </Formik>
  );
}

interface PlanFormProps {
  origin: PlanOrigin | null;
  index: PlaceIndex | null;
  failed: boolean;
  /** The trip types the planner opened with. */
  tripTypes: readonly TripType[];
  /** Clear Estimate, when the search has one. */
  onClear: (() => void) | null;
}

function PlanForm({ origin, index, failed, tripTypes, onClear }: PlanFormProps) {
  const {
    values: draft,
    submitCount,
    isSubmitting,
    ...formik
  } = useFormikContext<PlanDraftState>();
  const errors = formik.errors as PlanErrors;
  const { t, i18n } = useLingui();
  const plan = usePlanDraft();
  const shown = shownPlan(draft, origin, tripTypes);
  const { trip, legDays, asksHours } = shown;
  const inputs = useRef<Partial<Record<string, HTMLInputElement | null>>>({});
  const destinationInput = useRef<HTMLInputElement>(null);
  const types = plannerTripTypes(useAppSelector(selectTripTypes));
  // The estimate's own code, fetched while the traveller plans: ready on Show Estimates.
  useEffect(() => void import('@/features/search/estimateView'), []);
  // The route map's too, once there is a destination to draw.
  const planned = draft.destination !== null;
  useEffect(() => {
    if (planned) void loadRouteMap().catch(() => undefined);
  }, [planned]);
  // Once a Show Estimates has been checked and stopped: the first wrong field takes the focus.
  const focusFirstError = useEffectEvent(() => {
    const first = PLAN_FIELD_ORDER.find((key) => errors[key]);
    if (first === 'destination') destinationInput.current?.focus();
    else if (first) inputs.current[first]?.focus();
  });
  useEffect(() => {
    if (submitCount > 0 && !isSubmitting) focusFirstError();
  }, [submitCount, isSubmitting]);
  const legs = legNames(origin, draft, shown.roundTrip).map((name, index) => ({
    name,
    day: legDays[index] ?? 1,
  }));
  const wrong = <Key extends keyof PlanErrors>(keys: readonly { key: Key }[]) =>
    keys.filter(({ key }) => errors[key]).map(({ key }) => key);

  return (
    <FormikForm noValidate aria-label={t`Estimate my trip`} className="trip-planner">
      <PlanPlaces
        origin={origin}
        destination={draft.destination}
        stops={draft.stops}
        index={index}
        loadFailed={failed}
        destinationError={errors.destination ? i18n._(errors.destination) : null}
        destinationInput={destinationInput}
        onPendingDestination={plan.setPendingDestination}
        onChange={plan.setPlaces}
      />
      <PlanWhen
        types={types}
        tripType={draft.tripType}
        onTripType={plan.setTripType}
        departureDate={draft.departureDate}
        returnDate={draft.returnDate}
        errors={errors}
        inputs={inputs}
        onDates={plan.setDates}
      />
      <NumberFields
        fields={ESTIMATE_FIELDS}
        column="col-4"
        values={shown.checked}
        invalid={wrong(ESTIMATE_FIELDS)}
        inputs={inputs}
        onType={plan.type}
      />
      <PlanExplanation draft={draft} figures={shown.figures} origin={origin} />
      <PlanLegDays
        legs={shown.figures.legs ? legs : []}
        days={trip ? trip.days : 1}
        asksHours={asksHours}
        destinationHours={draft.destinationHours}
        error={errors.destinationHours}
        hoursInput={(element) => {
          inputs.current.destinationHours = element;
        }}
        onHours={(text) => plan.type('destinationHours', text)}
        onMove={(leg, day) => plan.setLegDays(moveLeg(legDays, leg, day))}
      />
      {trip && (
        <div className="small" aria-live="polite">
          <DrivingCheck {...trip} relief={draft.relief} />
        </div>
      )}
      <PlanCosts
        values={draft}
        relief={draft.relief}
        invalid={wrong(COST_FIELDS)}
        inputs={inputs}
        onType={plan.type}
        onRelief={plan.setRelief}
      />
      <HowEstimated />
      <div className="d-flex flex-wrap gap-2 mt-3">
        <FormikSubmitButton busy={false}>
          <Trans>Show Estimates</Trans>
        </FormikSubmitButton>
        {onClear && (
          <Button variant="outline-secondary" onClick={onClear}>
            <Trans>Clear Estimate</Trans>
          </Button>
        )}
      </div>
      {!onClear && <p className="small text-body-secondary mt-3 mb-0">{estimateNote(null)}</p>}
      <p className="small text-body-secondary mt-2 mb-0">
        <Trans>
          Places from{' '}
          <a href="https://www.geonames.org/" target="_blank" rel="noopener noreferrer">
            GeoNames
          </a>{' '}
          (CC BY 4.0); miles are worked out in your browser.
        </Trans>
      </p>
    </FormikForm>
  );
}
