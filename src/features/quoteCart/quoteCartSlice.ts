import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { QuoteRequest } from './types';

export interface QuoteCartState {
  quoteRequests: QuoteRequest[];
  /** The companies of the request last sent (the cart empties on /confirmation): the trip sheet's. */
  sent?: QuoteRequest[];
  /** Companies whose phone the traveller revealed (tracked as ever): the trip sheet shows those. */
  phonesShown?: number[];
}

export const initialQuoteCartState: QuoteCartState = { quoteRequests: [] };

/** Company metro ids arrive as numbers or numeric strings; the cart keys on the number. */
function toId(value: number | string): number {
  return typeof value === 'number' ? value : Number.parseInt(value, 10);
}

export const quoteCartSlice = createSlice({
  name: 'quoteCart',
  initialState: initialQuoteCartState,
  reducers: {
    quoteRequestAdded(
      state,
      action: PayloadAction<Omit<QuoteRequest, 'id'> & { id: number | string }>,
    ) {
      const id = toId(action.payload.id);
      if (!Number.isFinite(id) || state.quoteRequests.some((request) => request.id === id)) return;
      state.quoteRequests.push({ ...action.payload, id });
    },
    phoneShown(state, action: PayloadAction<number>) {
      const shown = state.phonesShown ?? [];
      if (!shown.includes(action.payload)) state.phonesShown = [...shown, action.payload];
    },
    quoteRequestRemoved(state, action: PayloadAction<number | string>) {
      const id = toId(action.payload);
      state.quoteRequests = state.quoteRequests.filter((request) => request.id !== id);
    },
    /** After a request is sent: its companies are kept as the last sent. */
    quoteRequestsCleared(state) {
      state.sent = state.quoteRequests;
      state.quoteRequests = [];
    },
  },
  selectors: {
    selectQuoteRequests: (state) => state.quoteRequests,
    selectQuoteRequestCount: (state) => state.quoteRequests.length,
    selectIsInCart: (state, id: number) => state.quoteRequests.some((request) => request.id === id),
  },
});

export const { quoteRequestAdded, quoteRequestRemoved, quoteRequestsCleared, phoneShown } =
  quoteCartSlice.actions;
export const { selectQuoteRequests, selectQuoteRequestCount, selectIsInCart } =
  quoteCartSlice.selectors;
