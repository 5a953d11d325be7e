import { combineReducers, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { authSlice, loggedOut, sessionExpired } from '@/features/auth/authSlice';
import { upgradeSlice } from '@/features/auth/upgradeSlice';
import { contentSlice } from '@/features/content/contentSlice';
import { metadataSlice } from '@/features/metadata/metadataSlice';
import { newsletterSlice } from '@/features/newsletter/newsletterSlice';
import { quoteCartSlice } from '@/features/quoteCart/quoteCartSlice';
import { signupSlice } from '@/features/signup/signupSlice';
import { userAccountSlice } from '@/features/userAccount/userAccountSlice';
import { userMessagesSlice } from '@/features/userMessages/userMessagesSlice';
import { userQuotesSlice } from '@/features/userQuotes/userQuotesSlice';
import { contactMessageSlice } from '@/features/contactMessage/contactMessageSlice';
import { searchSlice } from '@/features/search/searchSlice';
import { tripRequestSlice } from '@/features/tripRequest/tripRequestSlice';
import { authPersistConfig, quoteCartPersistConfig, searchPersistConfig } from './persist';

const combined = combineReducers({
  auth: persistReducer(authPersistConfig, authSlice.reducer),
  [upgradeSlice.reducerPath]: upgradeSlice.reducer,
  [newsletterSlice.reducerPath]: newsletterSlice.reducer,
  [contentSlice.reducerPath]: contentSlice.reducer,
  [metadataSlice.reducerPath]: metadataSlice.reducer,
  quoteCart: persistReducer(quoteCartPersistConfig, quoteCartSlice.reducer),
  [signupSlice.reducerPath]: signupSlice.reducer,
  [userAccountSlice.reducerPath]: userAccountSlice.reducer,
  [userMessagesSlice.reducerPath]: userMessagesSlice.reducer,
  [userQuotesSlice.reducerPath]: userQuotesSlice.reducer,
  search: persistReducer(searchPersistConfig, searchSlice.reducer),
  [contactMessageSlice.reducerPath]: contactMessageSlice.reducer,
  [tripRequestSlice.reducerPath]: tripRequestSlice.reducer,
});

type CombinedState = ReturnType<typeof combined>;

/**
 * Every slice back to its initial state, keeping only redux-persist's bookkeeping so the
 * persisted slices go on being written after the reset.
 */
function freshStateFrom(
  state: CombinedState | undefined,
  keep: readonly string[] = [],
): CombinedState {
  const fresh = combined(undefined, { type: '@@app/reset' }) as Record<string, unknown>;
  if (state) {
    for (const [key, value] of Object.entries(state)) {
      const persist = (value as { _persist?: unknown } | undefined)?._persist;
      if (keep.includes(key)) fresh[key] = value;
      else if (persist) fresh[key] = { ...(fresh[key] as object), _persist: persist };
    }
  }
  return fresh as CombinedState;
}

/**
 * An expired token is not the traveller leaving: their search and quote cart stay, so a
 * request half-way through /review is not lost. A logout resets everything.
 */
const KEPT_ON_EXPIRY = ['search', 'quoteCart'];

export function rootReducer(
  state: CombinedState | undefined,
  action: UnknownAction,
): CombinedState {
  if (loggedOut.match(action)) return combined(freshStateFrom(state), action);
  if (sessionExpired.match(action)) return combined(freshStateFrom(state, KEPT_ON_EXPIRY), action);
  return combined(state, action);
}

/**
 * A search answer can hold 1,000 results of plain JSON: the development-only checks skip it,
 * or they would walk it on every action and make the list feel slow while developing.
 */
const LARGE_DATA = ['search.unfilteredResults'];

export function makeStore(preloadedState?: Partial<CombinedState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as CombinedState | undefined,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          ignoredPaths: LARGE_DATA,
          ignoredActionPaths: ['payload.response', 'meta.arg', 'meta.baseQueryMeta'],
        },
        immutableCheck: { ignoredPaths: LARGE_DATA },
      }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
