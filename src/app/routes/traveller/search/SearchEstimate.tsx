import { lazy, Suspense } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectTripTypes } from '@/features/metadata/metadataSlice';
import { EstimateControl } from '@/features/search/components/EstimateControl';
import {
  selectEstimateInputs,
  selectSearch,
  selectSortOrder,
  selectTripPlan,
} from '@/features/search/selectors';
import type { SortOrder } from '@/features/search/types';
import type { PlannerApplied } from '@/features/tripPlan/components/TripPlanner';

// The planner and its gazetteer load when first opened; the summary with a plan (which loads
// the planner's data anyway): /search is the traveller's first load (npm run size).
const TripPlanner = lazy(async () => ({
  default: (await import('@/features/tripPlan/components/TripPlanner')).TripPlanner,
}));
const PlanSummary = lazy(async () => ({
  default: (await import('@/features/tripPlan/components/PlanSummary')).PlanSummary,
}));

interface SearchEstimateProps {
  onPlan: (applied: PlannerApplied | null) => void;
  onSort: (order: SortOrder) => void;
}

/** The trip estimate and its planner, started from the search, and the sort control. */
export function SearchEstimate({ onPlan, onSort }: SearchEstimateProps) {
  const estimate = useAppSelector(selectEstimateInputs);
  const sortOrder = useAppSelector(selectSortOrder);
  const plan = useAppSelector(selectTripPlan);
  const tripTypes = useAppSelector(selectTripTypes);
  const search = useAppSelector(selectSearch);
  const { numberOfPeople, tripType, planNote } = search;
  const start = {
    city: search.departureCity,
    state: search.departureState,
    zip: search.filterZip,
    latitude: search.latitude,
    longitude: search.longitude,
  };

  return (
    <EstimateControl
      estimate={estimate}
      sortOrder={sortOrder}
      onSort={onSort}
      renderForm={(close) => (
        <TripPlanner
          estimate={estimate}
          people={numberOfPeople}
          plan={plan}
          start={start}
          tripType={tripType}
          tripTypes={tripTypes}
          onApply={(applied) => {
            onPlan(applied);
            close();
          }}
          onClear={() => {
            onPlan(null);
            close();
          }}
        />
      )}
      details={
        <>
          {planNote && <p className="small text-danger mt-2 mb-0">{planNote}</p>}
          {plan && (
            <Suspense fallback={null}>
              <PlanSummary plan={plan} tripType={tripType} tripTypes={tripTypes} />
            </Suspense>
          )}
        </>
      }
    />
  );
}
