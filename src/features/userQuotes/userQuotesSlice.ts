import { createSlice } from '@reduxjs/toolkit';
import { createApiThunk } from '@/app/withTypes';
import { addRequestCases, type RequestState } from '@/lib/requestStatus';
import { timeOf } from '@/lib/time';
import type { UserQuote } from './types';
import { getUserQuotes } from './userQuotesApi';

export interface UserQuotesState extends RequestState {
  quotes: UserQuote[];
}

const initialState: UserQuotesState = { quotes: [], status: 'idle', error: null };

/** Newest first (spec section 9), whatever order the server used; ties keep the newer id first. */
export function sortQuotesNewestFirst(quotes: readonly UserQuote[]): UserQuote[] {
  return [...quotes].sort(
    (a, b) => timeOf(b.dateSubmitted) - timeOf(a.dateSubmitted) || b.itineraryId - a.itineraryId,
  );
}

export const fetchUserQuotes = createApiThunk<UserQuote[]>('userQuotes/fetchUserQuotes', async () =>
  sortQuotesNewestFirst(await getUserQuotes()),
);

export const userQuotesSlice = createSlice({
  name: 'userQuotes',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRequestCases(builder, fetchUserQuotes, (state) => state, {
      fulfilled: (state, { payload }) => {
        state.quotes = payload;
      },
    });
  },
  selectors: { selectUserQuotes: (state) => state },
});

export const { selectUserQuotes } = userQuotesSlice.selectors;
