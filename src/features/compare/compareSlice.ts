import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SearchState } from '@/features/search/searchSlice';
import {
  selectDeparture,
  selectEstimateInputs,
  selectSearchedArea,
  selectSelectedBusType,
} from '@/features/search/selectors';
import type { CompareTrip } from './compareUrl';
import type { CompareArea, CompareEntry } from './types';

/** The compare screen has room for this many companies side by side (issue 14). */
export const MAX_COMPARED = 4;

export interface CompareState {
  entries: CompareEntry[];
  /** The company a full list turned away, so the bar can say why (not persisted). */
  refused: string | null;
}

export const initialCompareState: CompareState = { entries: [], refused: null };

export const compareSlice = createSlice({
  name: 'compare',
  initialState: initialCompareState,
  reducers: {
    /** The Compare toggle: out if chosen, else in while there is room. */
    compareToggled(state, { payload }: PayloadAction<CompareEntry>) {
      const chosen = state.entries.some((entry) => entry.id === payload.id);
      if (!chosen && state.entries.length >= MAX_COMPARED) {
        state.refused = payload.companyName;
        return;
      }
      state.refused = null;
      state.entries = chosen
        ? state.entries.filter((entry) => entry.id !== payload.id)
        : [...state.entries, payload];
    },
    compareRemoved(state, { payload }: PayloadAction<number>) {
      state.refused = null;
      state.entries = state.entries.filter((entry) => entry.id !== payload);
    },
  },
  selectors: {
    selectCompareEntries: (state) => state.entries,
    selectCompareRefused: (state) => state.refused,
    selectIsCompared: (state, id: number) => state.entries.some((entry) => entry.id === id),
  },
});

export const { compareToggled, compareRemoved } = compareSlice.actions;
export const { selectCompareEntries, selectCompareRefused, selectIsCompared } =
  compareSlice.selectors;

/**
 * The area of the results on show; before any search of this visit (a reload on /review), the
 * remembered departure city and state.
 */
export const selectCurrentArea = createSelector(
  [selectSearchedArea, selectDeparture],
  (searched, departure): CompareArea | null => {
    if (searched?.mode === 'zip') return { zip: searched.zip, within: searched.within };
    const city = searched?.city ?? departure.departureCity;
    const state = searched?.state ?? departure.departureState;
    return city ? { city, state } : null;
  },
);

/**
 * The trip the search prices, as the compare link carries it: the estimate, its assumptions, the
 * bus-type filter, the trip type and the plan's destination; null without an estimate.
 */
export const selectCompareTrip = createSelector(
  [
    selectEstimateInputs,
    (state: { search: SearchState }) => state.search.costs,
    selectSelectedBusType,
    (state: { search: SearchState }) => state.search.tripType,
    (state: { search: SearchState }) =>
      state.search.plan?.destination.key ?? state.search.planLink?.destination ?? '',
  ],
  (estimate, costs, busType, tripType, destination): CompareTrip | null =>
    estimate && { estimate, costs, busType, tripType, destination },
);
