import type * as PlanDetailsModule from '@/features/tripPlan/components/PlanDetails';
import type * as SheetLinkModule from '@/features/tripSheet/components/TripSheetLink';
import { useLoaded, type Loaded } from '@/lib/useLoaded';

/** What /search shows above the results once an estimate is set: the plan's lines, its sheet link. */
export interface PlanPieces {
  PlanDetails: typeof PlanDetailsModule.PlanDetails;
  TripSheetLink: typeof SheetLinkModule.TripSheetLink;
}

/** Kept once loaded: a later estimate of the visit needs no wait. */
let loaded: PlanPieces | null = null;
let loading: Promise<PlanPieces> | null = null;

/**
 * The planner's summary (with its route map) and the trip sheet's link: two features' code,
 * loaded together when first needed (/search is the traveller's first load, npm run size), or
 * with the planner, which makes a plan. A failed load is tried again on the next need.
 */
export function loadPlanPieces(): Promise<PlanPieces> {
  loading ??= Promise.all([
    import('@/features/tripPlan/components/PlanDetails'),
    import('@/features/tripSheet/components/TripSheetLink'),
  ]).then(
    ([details, sheetLink]) => {
      loaded = { PlanDetails: details.PlanDetails, TripSheetLink: sheetLink.TripSheetLink };
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The pieces, loaded the first time they are `needed`. The page waits on them before it shows the
 * results under them, so no card moves under a reader's finger when they arrive; a failed load
 * (offline) leaves the estimate without its plan's lines, the results still shown.
 */
export function usePlanPieces(needed: boolean): Loaded<PlanPieces> {
  return useLoaded(needed, loadPlanPieces, loaded);
}
