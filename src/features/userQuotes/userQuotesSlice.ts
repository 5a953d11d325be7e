import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/rootReducer';
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

/** Only travellers with an account need this state: it joins the store with their screens. */
declare module '@/app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  export interface LazyLoadedSlices extends WithSlice<typeof userQuotesSlice> {}
}
const injectedUserQuotesSlice = userQuotesSlice.injectInto(rootReducer);
export const { selectUserQuotes } = injectedUserQuotesSlice.selectors;
