import { createSlice } from '@reduxjs/toolkit';
import { createApiThunk } from '@/app/withTypes';
import { addRequestCases, type RequestState } from '@/lib/requestStatus';
import { getMetadata } from './metadataApi';
import type { Metadata, Metro, TripType } from './types';

export interface MetadataState extends RequestState {
  metros: Metro[];
  tripTypes: TripType[];
}

const initialState: MetadataState = { metros: [], tripTypes: [], status: 'idle', error: null };

/** Metros and trip types; fetched once a visit (the search shows no message on failure, spec 8). */
export const fetchMetadata = createApiThunk<Metadata>('metadata/fetchMetadata', getMetadata, {
  condition: (_, { getState }) =>
    getState().metadata.status !== 'pending' && getState().metadata.status !== 'succeeded',
});

export const metadataSlice = createSlice({
  name: 'metadata',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRequestCases(builder, fetchMetadata, (state) => state, {
      fulfilled: (state, { payload }) => {
        state.metros = payload.metros;
        state.tripTypes = payload.tripTypes;
      },
    });
  },
  selectors: {
    selectMetadataStatus: (state) => state.status,
    selectMetadataRefusal: (state) => state.refusal ?? null,
    selectMetros: (state) => state.metros,
    selectTripTypes: (state) => state.tripTypes,
  },
});

export const { selectMetadataStatus, selectMetadataRefusal, selectMetros, selectTripTypes } =
  metadataSlice.selectors;
