import { createSlice, type Dispatch, type PayloadAction } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '@/app/withTypes';
import { messageOf } from '@/lib/apiError';
import type { RequestStatus } from '@/lib/requestStatus';
import { quoteRequestsCleared } from '@/features/quoteCart/quoteCartSlice';
import { readConfirmation, writeConfirmation } from './confirmationStorage';
import { selectSearchOrigin } from './searchOrigin';
import * as tripRequestApi from './tripRequestApi';
import { toTripRequestBody } from './tripRequestBody';
import type { ContactPrefill, TripFormValues } from './types';

export interface TripRequestState {
  status: RequestStatus;
  error: string | null;
  quoteNumber: string | null;
  confirmedQuoteNumber: string | null;
  prefill: ContactPrefill | null;
  prefillStatus: RequestStatus;
  /**
   * Who sent the last request, so the account form on /confirmation need not ask again. In
   * memory only: personal data is not written to storage.
   */
  sender: Omit<ContactPrefill, 'phone'> | null;
}

export const EMPTY_CART_MESSAGE = 'Add at least one company to your quote request.';

/** Lazy, so a store made after a reload picks the stored quote number up again. */
function initialState(): TripRequestState {
  return {
    status: 'idle',
    error: null,
    ...readConfirmation(),
    prefill: null,
    prefillStatus: 'idle',
    sender: null,
  };
}

/** Sends the form for every company in the cart; resolves to the quote number. */
export const submitTripRequest = createAppAsyncThunk<string, TripFormValues>(
  'tripRequest/submitTripRequest',
  async (values, { getState, rejectWithValue }) => {
    const state = getState();
    const companyMetroIds = state.quoteCart.quoteRequests.map((request) => request.id);
    if (companyMetroIds.length === 0) return rejectWithValue(EMPTY_CART_MESSAGE);
    try {
      const body = toTripRequestBody(values, companyMetroIds, selectSearchOrigin(state));
      const quoteNumber = await tripRequestApi.submitTripRequest(body);
      writeConfirmation({ quoteNumber, confirmedQuoteNumber: null });
      return quoteNumber;
    } catch (error) {
      return rejectWithValue(messageOf(error, tripRequestApi.TRIP_REQUEST_FAILED));
    }
  },
  // One request at a time, whatever the button or the Enter key do.
  { condition: (_, { getState }) => getState().tripRequest.status !== 'pending' },
);

/** The logged-in traveller's name, email (and phone, when the server has one). */
export const fetchContactPrefill = createAppAsyncThunk<ContactPrefill, void>(
  'tripRequest/fetchContactPrefill',
  async (_, { rejectWithValue }) => {
    try {
      return await tripRequestApi.getContactPrefill();
    } catch {
      return rejectWithValue('failed');
    }
  },
  {
    condition: (_, { getState }) => {
      const { prefillStatus } = getState().tripRequest;
      return prefillStatus !== 'pending' && prefillStatus !== 'succeeded';
    },
  },
);

export const tripRequestSlice = createSlice({
  name: 'tripRequest',
  initialState,
  reducers: {
    tripRequestErrorCleared(state) {
      if (state.status === 'failed') state.status = 'idle';
      state.error = null;
    },
    quoteConfirmed(state, action: PayloadAction<string>) {
      state.confirmedQuoteNumber = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(submitTripRequest.pending, (state) => {
        state.status = 'pending';
        state.error = null;
      })
      .addCase(submitTripRequest.fulfilled, (state, { payload, meta }) => {
        state.status = 'succeeded';
        state.quoteNumber = payload;
        state.confirmedQuoteNumber = null;
        state.sender = {
          firstName: meta.arg.basicFirstName.trim(),
          lastName: meta.arg.basicLastName.trim(),
          email: meta.arg.basicEmail.trim(),
        };
      })
      .addCase(submitTripRequest.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? tripRequestApi.TRIP_REQUEST_FAILED;
      })
      .addCase(fetchContactPrefill.pending, (state) => {
        state.prefillStatus = 'pending';
      })
      .addCase(fetchContactPrefill.fulfilled, (state, { payload }) => {
        state.prefillStatus = 'succeeded';
        state.prefill = payload;
      })
      .addCase(fetchContactPrefill.rejected, (state) => {
        state.prefillStatus = 'failed';
      });
  },
  selectors: {
    selectTripRequest: (state) => state,
    selectQuoteNumber: (state) => state.quoteNumber,
    selectContactPrefill: (state) => state.prefill,
    selectSender: (state) => state.sender,
  },
});

export const { tripRequestErrorCleared } = tripRequestSlice.actions;
const { quoteConfirmed } = tripRequestSlice.actions;
export const { selectTripRequest, selectQuoteNumber, selectContactPrefill, selectSender } =
  tripRequestSlice.selectors;

/**
 * What the confirmation screen does once per quote: clear the cart (the spec) and report
 * whether this is the first showing, so the conversion is counted once, not on every reload or
 * back-button visit (which would also wipe a cart the traveller has started again).
 */
export function completeQuoteRequest() {
  return (dispatch: Dispatch, getState: () => { tripRequest: TripRequestState }): boolean => {
    const { quoteNumber, confirmedQuoteNumber } = getState().tripRequest;
    if (!quoteNumber || confirmedQuoteNumber === quoteNumber) return false;
    dispatch(quoteConfirmed(quoteNumber));
    dispatch(quoteRequestsCleared());
    writeConfirmation({ quoteNumber, confirmedQuoteNumber: quoteNumber });
    return true;
  };
}
