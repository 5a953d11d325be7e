import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n/runtime';
import { createSlice, type Dispatch, type PayloadAction } from '@reduxjs/toolkit';
import { createApiThunk } from '@/app/withTypes';
import { OwnRefusal } from '@/lib/refusal';
import { addRequestCases, type RequestState } from '@/lib/requestStatus';
import { quoteRequestsCleared } from '@/features/quoteCart/quoteCartSlice';
import type { TripFormValues } from './types';

export interface TripRequestState extends RequestState {
  quoteNumber: string | null;
  confirmedQuoteNumber: string | null;
  /**
   * Who sent the last request, so the account form on /confirmation need not ask again. In
   * memory only: personal data is not written to storage.
   */
  sender: { firstName: string; lastName: string; email: string } | null;
}

export const EMPTY_CART_MESSAGE = msg`Add at least one company to your quote request.`;

/** The quote numbers survive a reload of the tab (app/persist.ts, persistedTripRequest.ts). */
const initialState: TripRequestState = {
  status: 'idle',
  error: null,
  quoteNumber: null,
  confirmedQuoteNumber: null,
  sender: null,
};

/** Sends the form for every company in the cart; resolves to the quote number. */
export const saveTripRequest = createApiThunk<string, TripFormValues>(
  'tripRequest/saveTripRequest',
  async (values, { getState }) => {
    const state = getState();
    const companyMetroIds = state.quoteCart.quoteRequests.map((request) => request.id);
    if (companyMetroIds.length === 0) throw new OwnRefusal(i18n._(EMPTY_CART_MESSAGE));
    const { sendTripRequest } = await import('./sendTripRequest');
    return sendTripRequest(values, companyMetroIds, state);
  },
  // One request at a time, whatever the button or the Enter key do.
  { condition: (_, { getState }) => getState().tripRequest.status !== 'pending' },
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
    addRequestCases(builder, saveTripRequest, (state) => state, {
      fulfilled: (state, { payload, meta }) => {
        state.quoteNumber = payload;
        state.confirmedQuoteNumber = null;
        state.sender = {
          firstName: meta.arg.basicFirstName.trim(),
          lastName: meta.arg.basicLastName.trim(),
          email: meta.arg.basicEmail.trim(),
        };
      },
    });
  },
  selectors: {
    selectTripRequest: (state) => state,
    selectQuoteNumber: (state) => state.quoteNumber,
    selectSender: (state) => state.sender,
  },
});

export const { tripRequestErrorCleared } = tripRequestSlice.actions;
const { quoteConfirmed } = tripRequestSlice.actions;
export const { selectTripRequest, selectQuoteNumber, selectSender } = tripRequestSlice.selectors;

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
    return true;
  };
}
