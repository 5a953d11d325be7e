import { createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/rootReducer';
import { createApiThunk } from '@/app/withTypes';
import { DEFAULT_ZIP_RADIUS } from '@/config/constants';
import { postSearch } from '@/features/search/searchApi';
import type { SearchResult } from '@/features/search/types';
import { addRequestCases, type RequestState } from '@/lib/requestStatus';
import { areaKey } from './compareRequest';
import type { CompareArea } from './types';

/**
 * The companies of a compare link that the results on show do not hold (a link opened cold, or
 * a cart row from an earlier search): one search of the area the link names, kept apart from
 * the search screen's own answer. Only the compare screen loads this slice.
 */
export interface CompareResultsState extends RequestState {
  /** What the answer held (or the search under way) was asked for: compareLoadKey. */
  key: string | null;
  results: SearchResult[];
}

const initialState: CompareResultsState = {
  status: 'idle',
  error: null,
  requestId: null,
  key: null,
  results: [],
};

export interface CompareLoad {
  area: CompareArea;
  ids: readonly number[];
}

export const compareLoadKey = ({ area, ids }: CompareLoad): string =>
  `${areaKey(area)}|${ids.join(',')}`;

/**
 * POST /search of the area, as wide as it goes (no amenities, one person); of its answer only
 * the companies asked for are kept (a metro can list hundreds).
 */
export const fetchCompareResults = createApiThunk<SearchResult[], CompareLoad>(
  'compareResults/fetchCompareResults',
  async ({ area, ids }, { getState, signal }) => {
    const { search, metadata } = getState();
    const byZip = 'zip' in area;
    const response = await postSearch(
      {
        numberOfPeople: 1,
        tripType: search.tripType ?? metadata.tripTypes[0]?.id ?? 1,
        freeformLocation: '',
        city: byZip ? '' : area.city,
        state: byZip ? '' : area.state,
        amenities: [],
        zip: byZip ? area.zip : '',
        zipRange: byZip ? area.within : DEFAULT_ZIP_RADIUS,
      },
      signal,
    );
    return response.results.filter((result) => ids.includes(result.company.id));
  },
  {
    // The same companies of the same area are asked once (Try again after a failure).
    condition: (load, { getState }) => {
      const held = selectCompareResults(getState());
      return held.key !== compareLoadKey(load) || held.status === 'failed';
    },
  },
);

export const compareResultsSlice = createSlice({
  name: 'compareResults',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRequestCases(builder, fetchCompareResults, (state) => state, {
      latestOnly: true,
      pending: (state, { meta }) => {
        state.key = compareLoadKey(meta.arg);
        state.results = [];
      },
      fulfilled: (state, { payload }) => {
        state.results = payload;
      },
    });
  },
  selectors: {
    selectCompareResults: (state) => state,
  },
});

export const { selectCompareResults } = compareResultsSlice.injectInto(rootReducer).selectors;
