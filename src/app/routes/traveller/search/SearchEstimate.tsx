import { lazy, Suspense } from 'react';
import { useAppSelector } from '@/app/hooks';
import { EstimateControl } from '@/features/search/components/EstimateControl';
import { selectEstimateInputs, selectSearch, selectSortOrder } from '@/features/search/selectors';
import type { SortOrder } from '@/features/search/types';

// The planner (with its gazetteer) loads when first opened, its summary once there is a plan,
// and with it the plan's route map and the companies' distances (issue 29): /search is the
// traveller's first load (npm run size).
const TripPlanner = lazy(async () => ({
  default: (await import('@/features/tripPlan/components/TripPlanner')).TripPlanner,
}));
const PlanDetails = lazy(async () => ({
  default: (await import('@/features/tripPlan/components/PlanDetails')).PlanDetails,
}));
const TripSheetLink = lazy(async () => ({
  default: (await import('@/features/tripSheet/components/TripSheetLink')).TripSheetLink,
}));

interface SearchEstimateProps {
  /** What the estimates stand on (from the estimate's lazy view), once there is one. */
  note: string | null;
  onAddress: (address: string) => void;
  onSort: (order: SortOrder) => void;
}

/** The trip estimate with its planner, and the sort control. */
export function SearchEstimate({ note, onAddress, onSort }: SearchEstimateProps) {
  const estimate = useAppSelector(selectEstimateInputs);
  const sortOrder = useAppSelector(selectSortOrder);
  const { plan, planNote, bases } = useAppSelector(selectSearch);
  const planned = plan ?? planNote ?? estimate;
  return (
    <EstimateControl
      estimate={estimate}
      sortOrder={sortOrder}
      onSort={onSort}
      renderForm={(close) => <TripPlanner onClose={close} onAddress={onAddress} />}
      details={
        <>
          {planned && (
            <Suspense fallback={null}>
              <PlanDetails
                onAddress={onAddress}
                sheetLink={
                  <Suspense fallback={null}>
                    <TripSheetLink />
                  </Suspense>
                }
              />
            </Suspense>
          )}
          {note && <p className="small text-body-secondary mt-2 mb-0">{note}</p>}
        </>
      }
      after={
        (estimate || bases || sortOrder === 'nearest') && (
          <Suspense fallback={null}>
            <PlanDetails extras />
          </Suspense>
        )
      }
    />
  );
}
