import { createSelector, createSlice } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '@/app/withTypes';
import type { RequestStatus } from '@/lib/requestStatus';
import { getMetadata } from './metadataApi';
import type { Metadata, Metro, TripType } from './types';

export interface MetadataState {
  metros: Metro[];
  tripTypes: TripType[];
  status: RequestStatus;
}

const initialState: MetadataState = { metros: [], tripTypes: [], status: 'idle' };

/** Metros and trip types; fetched once a visit (failures: state failed, no message, per the spec). */
export const fetchMetadata = createAppAsyncThunk<Metadata, void>(
  'metadata/fetchMetadata',
  async (_, { rejectWithValue }) => {
    try {
      return await getMetadata();
    } catch {
      return rejectWithValue('failed');
    }
  },
  {
    condition: (_, { getState }) =>
      getState().metadata.status !== 'pending' && getState().metadata.status !== 'succeeded',
  },
);

export const metadataSlice = createSlice({
  name: 'metadata',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchMetadata.pending, (state) => {
        state.status = 'pending';
      })
      .addCase(fetchMetadata.fulfilled, (state, { payload }) => {
        state.status = 'succeeded';
        state.metros = payload.metros;
        state.tripTypes = payload.tripTypes;
      })
      .addCase(fetchMetadata.rejected, (state) => {
        state.status = 'failed';
      });
  },
  selectors: {
    selectMetadataStatus: (state) => state.status,
    selectMetros: (state) => state.metros,
    selectTripTypes: (state) => state.tripTypes,
  },
});

export const { selectMetadataStatus, selectMetros, selectTripTypes } = metadataSlice.selectors;

/** The derived state list (sorted, unique). */
export const selectStates = createSelector([selectMetros], (metros) =>
  [...new Set(metros.map((metro) => metro.state))].sort(),
);

/** The cities of one state, in metadata order. */
export const selectCitiesOf = createSelector(
  [selectMetros, (_state: unknown, stateCode: string) => stateCode],
  (metros, stateCode) =>
    metros.filter((metro) => metro.state === stateCode).map((metro) => metro.city),
);
