import { createAppAsyncThunk } from '@/app/withTypes';
import { estimateChanged, fetchSearchResults, tripPlanned } from '@/features/search/searchSlice';
import type { EstimateInputs } from '@/features/search/types';
import { addressOf } from './address';
import { readCosts, writeCosts } from '@/features/search/costs';
import { linkOf } from './planLink';
import { withDayAdded } from './drivingDay';
import { drivingTripOf } from './drivingTrip';
import { isRoundTrip } from './tripTypes';
import { addDays } from './tripDays';
import type { TripPlan } from './types';

export interface PlannerApplied {
  estimate: EstimateInputs;
  /** Null: no destination, the estimate was typed by hand. */
  plan: TripPlan | null;
  /** The plan's trip type (the search's own); null leaves the search's as it is. */
  tripType: number | null;
  /** The all-in estimate's assumptions, as the address carries them (features/search/costs.ts). */
  costs: string;
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

/**
 * A fix the driving check offers (issues 34, 39): a relief driver, or a day more: the trip the
 * check read (drivingTrip.ts) a day longer, the legs on their default days (drivingDay.ts
 * withDayAdded, which the check tried), its return date a day after its last. Resolves to the
 * address to show.
 */
export const fixTrip = createAppAsyncThunk<string, 'relief' | 'day'>(
  'search/fixTrip',
  (fix, { dispatch, getState }) => {
    const { search } = getState();
    const { estimate, plan, planNote } = search;
    if (!estimate) return Promise.resolve(addressOf(getState()));
    if (fix === 'relief') {
      const costs = writeCosts({ ...readCosts(search.costs), relief: true });
      const link = plan ? linkOf(plan) : search.planLink;
      dispatch(tripPlanned({ estimate, plan, link, tripType: null, note: planNote, costs }));
    } else {
      const roundTrip = isRoundTrip(search.tripType, getState().metadata.tripTypes);
      const { days } = withDayAdded(drivingTripOf(plan, estimate, roundTrip));
      const next = plan && {
        ...plan,
        legDays: undefined,
        returnDate: plan.departureDate ? addDays(plan.departureDate, days - 1) : plan.returnDate,
      };
      dispatch(
        tripPlanned({
          estimate: { ...estimate, days },
          plan: next,
          link: next ? linkOf(next) : search.planLink,
          tripType: null,
          note: planNote,
        }),
      );
    }
    return Promise.resolve(addressOf(getState()));
  },
);
