import { createSelector } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { CardEstimate } from './components/CardEstimate';
import { estimateFor, sortByEstimate, type TripEstimate } from './estimate';
export { estimateNote } from './estimateNote';
import type { SearchState } from './searchSlice';
import {
  selectEstimateInputs,
  selectResults,
  selectSelectedBusType,
  selectSortOrder,
  type ListedResult,
} from './selectors';

/**
 * The search results with a trip estimate: what the page loads the first time one is set
 * (useEstimateView), so a search without one carries none of it. Everything here is computed in
 * memoized selectors, once per answer, inputs, bus type and order, never per card render: with
 * 1,000 results a change stays within the search's time budget.
 */

interface RootState {
  search: SearchState;
}

/** Every result's estimate, indexed like the unfiltered answer (ListedResult.index); null without inputs. */
export const selectEstimates = createSelector(
  [
    (state: RootState) => state.search.unfilteredResults,
    selectEstimateInputs,
    selectSelectedBusType,
  ],
  (results, inputs, busType): readonly TripEstimate[] | null =>
    inputs === null
      ? null
      : results.map((result) => estimateFor(result.busResults, inputs, busType)),
);

/**
 * Each result's estimate line for its card, by the same index. Made once per set of estimates, so
 * a card whose estimate did not change is not drawn again.
 */
export const selectEstimateLines = createSelector(
  [selectEstimates],
  (estimates): readonly ReactNode[] | null =>
    estimates?.map((estimate, index) => <CardEstimate key={index} estimate={estimate} />) ?? null,
);

/** The listed results in the chosen order: by estimate, lowest first and none last. */
export const selectOrderedResults = createSelector(
  [selectResults, selectEstimates, selectSortOrder],
  (listed, estimates, order): ListedResult[] =>
    order === 'estimate' && estimates ? sortByEstimate(listed, estimates) : listed,
);
