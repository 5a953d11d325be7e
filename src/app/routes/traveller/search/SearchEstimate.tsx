import { lazy } from 'react';
import type { Loaded } from '@/lib/useLoaded';
import { useAppSelector } from '@/app/hooks';
import { EstimateControl } from '@/features/search/components/EstimateControl';
import { selectEstimateInputs, selectSearch, selectSortOrder } from '@/features/search/selectors';
import type { SortOrder } from '@/features/search/types';
import { loadPlanPieces, type PlanPieces } from './usePlanPieces';

// The planner (with its gazetteer) loads when first opened; its summary, with the plan's route
// map, once there is an estimate (usePlanPieces): /search is the traveller's first load.
const TripPlanner = lazy(async () => {
  // What shows the plan it makes, so the results need not wait for it then.
  void loadPlanPieces().catch(() => undefined);
  return { default: (await import('@/features/tripPlan/components/TripPlanner')).TripPlanner };
});

interface SearchEstimateProps {
  /** What the estimates stand on (from the estimate's lazy view), once there is one. */
  note: string | null;
  onAddress: (address: string) => void;
  onSort: (order: SortOrder) => void;
  /** The plan's lines and sheet link (the page waits on them too: usePlanPieces). */
  pieces: Loaded<PlanPieces>;
}

/** The trip estimate with its planner, and the sort control. */
export function SearchEstimate({ note, onAddress, onSort, pieces }: SearchEstimateProps) {
  const estimate = useAppSelector(selectEstimateInputs);
  const sortOrder = useAppSelector(selectSortOrder);
  const { plan, planNote, bases } = useAppSelector(selectSearch);
  const planned = plan ?? planNote ?? estimate;
  const loaded = pieces.status === 'loaded' ? pieces.value : null;
  return (
    <EstimateControl
      estimate={estimate}
      sortOrder={sortOrder}
      onSort={onSort}
      renderForm={(close) => <TripPlanner onClose={close} onAddress={onAddress} />}
      details={
        <>
          {planned && loaded && (
            <loaded.PlanDetails onAddress={onAddress} sheetLink={<loaded.TripSheetLink />} />
          )}
          {note && <p className="small text-body-secondary mt-2 mb-0">{note}</p>}
        </>
      }
      after={
        (estimate || bases || sortOrder === 'nearest') && loaded && <loaded.PlanDetails extras />
      }
    />
  );
}
