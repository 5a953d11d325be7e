import { t } from '@lingui/core/macro';
import { createSelector, createSelectorCreator, weakMapMemoize } from '@reduxjs/toolkit';
import { Fragment, type ReactNode } from 'react';
import { CardEstimate } from './components/CardEstimate';
import type { TripType } from '@/features/metadata/types';
import { baseLine } from '@/features/tripPlan/baseLine';
import { tripEnds } from '@/features/tripPlan/emptyDrives';
import { isOneWay } from '@/features/tripPlan/tripTypes';
import { allInEstimate } from './allInEstimate';
import { readCosts } from './costs';
import { sortByEstimate, type TripEstimate } from './estimate';
import { estimateNote } from './estimateNote';
import type { SearchState } from './searchSlice';
import { sortByKey } from './sortByKey';
import { i18n } from '@/lib/i18n/runtime';
import {
  selectCurrentBases,
  selectEstimateInputs,
  selectPlanWaiting,
  selectResults,
  selectSelectedBusType,
  selectSortOrder,
  type ListedResult,
} from './selectors';

/**
 * The search results with a trip estimate, or with how far each company is based (issue 29):
 * what the page loads the first time one is set or the nearest base is asked for
 * (useEstimateView), so a search without either carries none of it. Everything here is computed
 * in memoized selectors, once per answer, inputs, bus type and order, never per card render:
 * with 1,000 results a change stays within the search's time budget.
 */

interface RootState {
  search: SearchState;
  metadata: { tripTypes: TripType[] };
}

/**
 * The language of the moment, as a selector's input: the estimates' lines and notes are words,
 * made again when it changes (useEstimateView draws its page again on a switch).
 */
const selectLocale = () => i18n.locale;

/**
 * For the selectors that write words and those built on them: Reselect's default keeps a result
 * by the state alone, which a change of language leaves as it was. These look at their inputs on
 * every call (cheap: each is a lookup or a memoized selector) and keep their result while none
 * changed, the language included.
 */
const createWordsSelector = createSelectorCreator({
  memoize: weakMapMemoize,
  argsMemoize: <Func extends (...args: never[]) => unknown>(func: Func) => func,
});

export const selectBaseDistances = createSelector(
  [selectCurrentBases],
  (bases) => bases?.distances ?? null,
);

/** The all-in estimate's assumptions, read from their address text. */
export const selectCosts = createSelector([(state: RootState) => state.search.costs], readCosts);

/**
 * Whether the figures are final: the bases of the answer on show are measured, and a plan from
 * the address is looked up (it can change the days and miles, and a one-way trip's end), or the
 * place data for both could not load, which is final too (issue 47): a figure that waited for it
 * would never come.
 */
const selectFiguresFinal = createSelector(
  [selectCurrentBases, selectPlanWaiting],
  (bases, planWaiting) => bases !== null && !planWaiting,
);

/**
 * Where the trip starts and ends (a one-way trip's bus goes home from its destination), once the
 * figures can be final; null before.
 */
const selectTripEnds = createWordsSelector(
  [
    selectCurrentBases,
    selectFiguresFinal,
    (state: RootState) => state.search.tripType,
    (state: RootState) => state.metadata.tripTypes,
    (state: RootState) => state.search.plan?.destination ?? null,
    selectLocale,
  ],
  (bases, final, tripType, tripTypes, destination) =>
    bases && final
      ? tripEnds(bases.from || t`you`, isOneWay(tripType, tripTypes), destination)
      : null,
);

/**
 * Every result's all-in estimate (issue 34), indexed like the unfiltered answer
 * (ListedResult.index); null without inputs. Until the bases are measured every figure is still
 * coming ('measuring'); a company whose base is not known has no drive lines, and says so.
 */
export const selectEstimates = createWordsSelector(
  [
    (state: RootState) => state.search.unfilteredResults,
    selectEstimateInputs,
    selectSelectedBusType,
    selectCosts,
    selectCurrentBases,
    selectTripEnds,
    selectLocale,
  ],
  (results, inputs, busType, costs, bases, ends): readonly TripEstimate[] | null =>
    inputs === null
      ? null
      : results.map((result, index) =>
          allInEstimate(
            result.busResults,
            { inputs, busType, costs },
            bases && ends ? { ends, base: bases.distances[index] ?? null } : 'measuring',
          ),
        ),
);

/**
 * Whether the chosen order waits on figures not known yet: sorted by the all-in estimate or by
 * the nearest base before the bases are measured. The list is not shown in an order that would
 * change under the reader (issue 39).
 */
export const selectOrderPending = createSelector(
  [selectSortOrder, selectEstimateInputs, selectCurrentBases, selectFiguresFinal],
  (order, inputs, bases, final) =>
    (order === 'estimate' && inputs !== null && !final) || (order === 'nearest' && bases === null),
);

/** What the estimates stand on, in words, beside the control. */
export const selectEstimateNote = createWordsSelector(
  [selectEstimateInputs, selectCosts, selectLocale],
  (inputs, costs) => (inputs ? estimateNote(inputs, costs) : null),
);

/**
 * Each result's lines for its card, by the same index: "Based about 75 miles from Spokane, WA"
 * once known, and the estimate once set (saying so when the place data did not load). Made once
 * per set of estimates and distances, so a card whose lines did not change is not drawn again.
 */
export const selectCardLines = createWordsSelector(
  [
    (state: RootState) => state.search.unfilteredResults,
    selectEstimates,
    selectCurrentBases,
    selectLocale,
  ],
  (results, estimates, bases): readonly ReactNode[] | null =>
    estimates || bases
      ? results.map((_, index) => {
          const base = bases?.distances[index];
          const estimate = estimates?.[index];
          return (
            <Fragment key={index}>
              {/* Written here, not from the state: in the language of the moment. */}
              {base && (
                <p className="small text-body-secondary mb-0">{baseLine(base.miles, bases.from)}</p>
              )}
              {estimate && <CardEstimate estimate={estimate} unmeasured={bases?.failed} />}
            </Fragment>
          );
        })
      : null,
);

/**
 * The listed results in the chosen order: by estimate, lowest first and none last; or the
 * nearest base first, companies whose place is unknown last.
 */
export const selectOrderedResults = createSelector(
  [selectResults, selectEstimates, selectBaseDistances, selectSortOrder],
  (listed, estimates, distances, order): ListedResult[] => {
    if (order === 'estimate' && estimates) return sortByEstimate(listed, estimates);
    if (order === 'nearest' && distances) {
      return sortByKey(listed, (index) => distances[index]?.miles ?? Number.POSITIVE_INFINITY);
    }
    return listed;
  },
);
