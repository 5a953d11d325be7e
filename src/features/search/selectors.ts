import { createSelector } from '@reduxjs/toolkit';
import { hasBusType } from './resultView';
import type { SearchState } from './searchSlice';
import type { UrlFilters } from './searchUrl';
import type { SearchResult } from './types';

/** A result as listed: `index` is its place in the unfiltered answer (what modals select by). */
export interface ListedResult {
  index: number;
  result: SearchResult;
}

/** The part of the root state these selectors read (typed here: features do not import the store). */
interface RootState {
  search: SearchState;
}

export const selectSearch = (state: RootState) => state.search;
export const selectSearchModals = (state: RootState) => state.search.modals;
export const selectBusTypes = (state: RootState) => state.search.busTypes;
export const selectFilterAmenities = (state: RootState) => state.search.filterAmenities;
export const selectSearchedArea = (state: RootState) => state.search.searched;
const selectUnfiltered = (state: RootState) => state.search.unfilteredResults;

/**
 * How far each company of the answer on show is based from the departure, by the same index;
 * null until measured with the planner's data (tripPlan/baseDistances.ts), or while an older
 * answer's.
 */
export const selectCurrentBases = (state: RootState) => {
  const { bases, requestId } = state.search;
  return bases && bases.requestId === (requestId ?? null) ? bases : null;
};

/**
 * A plan from the address still being looked up (tripPlan/planSync.ts): its lines, its route map
 * and maybe the days and miles are still to come. Not once the place data failed to load
 * (issue 47): the plan then stays unread.
 */
export const selectPlanWaiting = (state: RootState) =>
  state.search.planLink !== null &&
  state.search.plan === null &&
  selectCurrentBases(state)?.failed !== true;
const selectBusTypeId = (state: RootState) => state.search.busTypeSelected;

/** The name of the selected bus type, or null for all types. */
export const selectSelectedBusType = createSelector(
  [selectBusTypes, selectBusTypeId],
  (busTypes, id) => (id === null ? null : (busTypes.find((type) => type.id === id)?.name ?? null)),
);

/** Selecting a bus type filters the unfiltered results to companies with that type (spec 4). */
export const selectResults = createSelector(
  [selectUnfiltered, selectSelectedBusType],
  (results, busType): ListedResult[] => {
    const listed = results.map((result, index) => ({ index, result }));
    return busType === null ? listed : listed.filter(({ result }) => hasBusType(result, busType));
  },
);

export const selectSelectedResult = (state: RootState): SearchResult | null => {
  const index = state.search.selectedResultIndex;
  return index === null ? null : (state.search.unfilteredResults[index] ?? null);
};

export const selectSelectedResultIndex = (state: RootState) => state.search.selectedResultIndex;

export const selectSelectedBusResult = createSelector(
  [selectSelectedResult, (state: RootState) => state.search.selectedBusResultId],
  (result, busId) => result?.busResults.find((bus) => bus.id === busId) ?? null,
);

/** Where the trip departs from: read by the trip request form (origin) as well. */
export const selectDeparture = createSelector(
  [
    (state: RootState) => state.search.departureCity,
    (state: RootState) => state.search.departureState,
    (state: RootState) => state.search.latitude,
    (state: RootState) => state.search.longitude,
  ],
  (departureCity, departureState, latitude, longitude) => ({
    departureCity,
    departureState,
    latitude,
    longitude,
  }),
);

/** The filters as the URL carries them. */
export const selectUrlFilters = createSelector(
  [
    (state: RootState) => state.search.filterZip,
    (state: RootState) => state.search.filterZipWithin,
    selectFilterAmenities,
    selectBusTypeId,
    (state: RootState) => state.search.numberOfPeople,
    (state: RootState) => state.search.tripType,
    (state: RootState) => state.search.estimate,
    (state: RootState) => state.search.sortOrder,
    (state: RootState) => state.search.planLink,
    (state: RootState) => state.search.costs,
  ],
  (zip, within, amenities, busType, people, trip, estimate, sort, plan, costs): UrlFilters => ({
    zip,
    within,
    amenities,
    busType,
    people,
    trip,
    estimate,
    sort,
    plan,
    costs,
  }),
);

/**
 * The trip estimate's inputs (people, days, miles), or null when none is set. Every all-in figure
 * of them is made by allInEstimate (allInEstimate.ts), with the bus-type filter and each
 * company's measured base: another screen calls it too, never estimate.ts on its own, so it
 * shows the cards' figures. The estimates themselves: estimateView.tsx.
 */
export const selectEstimateInputs = (state: RootState) => state.search.estimate;
export const selectSortOrder = (state: RootState) => state.search.sortOrder;
