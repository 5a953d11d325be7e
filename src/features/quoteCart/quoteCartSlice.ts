import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { QuoteRequest } from './types';

export interface QuoteCartState {
  quoteRequests: QuoteRequest[];
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
    quoteRequestAdded(state, action: PayloadAction<{ id: number | string; companyName: string }>) {
      const id = toId(action.payload.id);
      if (!Number.isFinite(id) || state.quoteRequests.some((request) => request.id === id)) return;
      state.quoteRequests.push({ id, companyName: action.payload.companyName });
    },
    quoteRequestRemoved(state, action: PayloadAction<number | string>) {
      const id = toId(action.payload);
      state.quoteRequests = state.quoteRequests.filter((request) => request.id !== id);
    },
    quoteRequestsCleared(state) {
      state.quoteRequests = [];
    },
  },
  selectors: {
    selectQuoteRequests: (state) => state.quoteRequests,
    selectQuoteRequestCount: (state) => state.quoteRequests.length,
    selectIsInCart: (state, id: number) => state.quoteRequests.some((request) => request.id === id),
  },
});

export const { quoteRequestAdded, quoteRequestRemoved, quoteRequestsCleared } =
  quoteCartSlice.actions;
export const { selectQuoteRequests, selectQuoteRequestCount, selectIsInCart } =
  quoteCartSlice.selectors;
