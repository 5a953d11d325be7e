import { createSlice } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '@/app/withTypes';
import { messageOf } from '@/lib/apiError';
import { timeOf } from '@/lib/time';
import type { RequestStatus } from '@/lib/requestStatus';
import type { UserQuote } from './types';
import { fetchUserQuotes, QUOTES_FAILED } from './userQuotesApi';

export interface UserQuotesState {
  quotes: UserQuote[];
  status: RequestStatus;
  error: string | null;
}

const initialState: UserQuotesState = { quotes: [], status: 'idle', error: null };

/** Newest first (spec section 9), whatever order the server used; ties keep the newer id first. */
export function sortQuotesNewestFirst(quotes: readonly UserQuote[]): UserQuote[] {
  return [...quotes].sort(
    (a, b) => timeOf(b.dateSubmitted) - timeOf(a.dateSubmitted) || b.itineraryId - a.itineraryId,
  );
}

export const loadUserQuotes = createAppAsyncThunk<UserQuote[], void>(
  'userQuotes/loadUserQuotes',
  async (_, { rejectWithValue }) => {
    try {
      return sortQuotesNewestFirst(await fetchUserQuotes());
    } catch (error) {
      return rejectWithValue(messageOf(error, QUOTES_FAILED));
    }
  },
);

export const userQuotesSlice = createSlice({
  name: 'userQuotes',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadUserQuotes.pending, (state) => {
        state.status = 'pending';
        state.error = null;
      })
      .addCase(loadUserQuotes.fulfilled, (state, { payload }) => {
        state.status = 'succeeded';
        state.quotes = payload;
      })
      .addCase(loadUserQuotes.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? QUOTES_FAILED;
      });
  },
  selectors: { selectUserQuotes: (state) => state },
});

export const { selectUserQuotes } = userQuotesSlice.selectors;
