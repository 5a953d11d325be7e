import { createAppAsyncThunk } from '@/app/withTypes';
import { isEstimateInputs } from '@/features/search/estimateInputs';
import { placeDataFailed, tripPlanned } from '@/features/search/searchSlice';
import { addressOf } from './address';
import { locateBases } from './baseDistances';
import { measurePlan } from './measure';
import { planOrigin, sameOrigin, searchStart } from './origin';
import { loadPlaceIndex } from './placeIndex';
import { linkOf } from './planLink';
import { resolveLink } from './resolveLink';
import { isRoundTrip } from './tripTypes';
import type { TripPlan } from './types';

/**
 * After a search: a plan from the address is looked up (unknown places left out with a note),
 * and a plan whose trip changed (a place left out, or a new departure point) is measured again,
 * its days and miles replacing the estimate's: a hand-typed value wins only until the trip
 * changes. Resolves to the address to show when the state changed, else null. Loaded with the
 * planner's data, only when there is a plan. When that data cannot load (offline, a failed
 * chunk: it is not kept offline), the plan stays unread and the figures go without it (issue 47).
 */
export const syncTripPlan = createAppAsyncThunk<string | null, void>(
  'search/syncTripPlan',
  async (_, { getState, dispatch }) => {
    if (!getState().search.planLink) return null;
    const index = await loadPlaceIndex().catch(() => null);
    if (!index) {
      // The bases go unmeasured too, which makes the figures final without the plan.
      dispatch(placeDataFailed(planOrigin(searchStart(getState().search), null)?.name ?? ''));
      return null;
    }
    // With the places here, the cards can say how far each company is based.
    void dispatch(locateBases());

    const { search, metadata } = getState();
    const { estimate } = search;
    const link = search.planLink;
    if (!estimate || !link) return null;
    const origin = planOrigin(searchStart(search), index);
    const { destination, dropped, ...rest } = resolveLink(link, index);
    const note = dropped.length > 0 ? dropped.join(' ') : search.planNote;
    const before = search.plan?.origin;
    const moved =
      before !== undefined && origin !== null && (before === null || !sameOrigin(before, origin));
    if (search.plan && !moved && dropped.length === 0) return null;

    const plan: TripPlan | null = destination ? { origin, destination, ...rest } : null;
    let next = estimate;
    if (plan && (moved || dropped.length > 0)) {
      const figures = measurePlan(plan, isRoundTrip(search.tripType, metadata.tripTypes));
      const measured = {
        ...estimate,
        miles: figures.miles ?? estimate.miles,
        days: figures.days ?? estimate.days,
      };
      if (isEstimateInputs(measured)) next = measured;
    }
    dispatch(
      tripPlanned({ plan, link: plan && linkOf(plan), estimate: next, tripType: null, note }),
    );
    return addressOf(getState());
  },
);

/**
 * Try again, after the place data failed to load: the plan from the address looked up (the bases
 * measured with it), or the bases alone. The address is not rewritten: it is the link's own, and
 * a place the lookup leaves out is said in the plan's note (the next change of the search writes
 * the address from the plan).
 */
export const retryPlaces = createAppAsyncThunk<void, void>(
  'search/retryPlaces',
  async (_, { getState, dispatch }) => {
    if (getState().search.planLink) await dispatch(syncTripPlan());
    else await dispatch(locateBases());
  },
);
