import { createAppAsyncThunk } from '@/app/withTypes';
import { estimateChanged, fetchSearchResults, tripPlanned } from '@/features/search/searchSlice';
import type { EstimateInputs } from '@/features/search/types';
import { addressOf } from './address';
import { linkOf } from './planLink';
import type { TripPlan } from './types';

export interface PlannerApplied {
  estimate: EstimateInputs;
  /** Null: no destination, the estimate was typed by hand. */
  plan: TripPlan | null;
  /** The plan's trip type (the search's own); null leaves the search's as it is. */
  tripType: number | null;
}

/**
 * The planner's Show Estimates (or, with null, Clear Estimate). Resolves to the address to show
 * now, or null when a new trip type searches again (the search then writes the address). Here,
 * in the planner's chunk, rather than in the search page: /search's first load stays as small.
 */
export const applyTripPlan = createAppAsyncThunk<string | null, PlannerApplied | null>(
  'search/applyTripPlan',
  (applied, { dispatch, getState }) => {
    if (!applied) {
      dispatch(estimateChanged(null));
      return Promise.resolve(addressOf(getState()));
    }
    const searchAgain =
      applied.tripType !== null && applied.tripType !== getState().search.tripType;
    dispatch(tripPlanned({ ...applied, link: applied.plan && linkOf(applied.plan), note: null }));
    if (!searchAgain) return Promise.resolve(addressOf(getState()));
    void dispatch(fetchSearchResults());
    return Promise.resolve(null);
  },
);
