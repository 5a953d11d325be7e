import { combineReducers, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { authSlice, loggedOut, sessionExpired } from '@/features/auth/authSlice';
import { upgradeSlice } from '@/features/auth/upgradeSlice';
import { contentSlice } from '@/features/content/contentSlice';
import { metadataSlice } from '@/features/metadata/metadataSlice';
import { newsletterSlice } from '@/features/newsletter/newsletterSlice';
import { quoteCartSlice } from '@/features/quoteCart/quoteCartSlice';
import { signupSlice } from '@/features/signup/signupSlice';
import { authPersistConfig, quoteCartPersistConfig } from './persist';

const combined = combineReducers({
  auth: persistReducer(authPersistConfig, authSlice.reducer),
  [upgradeSlice.reducerPath]: upgradeSlice.reducer,
  [newsletterSlice.reducerPath]: newsletterSlice.reducer,
  [contentSlice.reducerPath]: contentSlice.reducer,
  [metadataSlice.reducerPath]: metadataSlice.reducer,
  quoteCart: persistReducer(quoteCartPersistConfig, quoteCartSlice.reducer),
  [signupSlice.reducerPath]: signupSlice.reducer,
});

type CombinedState = ReturnType<typeof combined>;

/**
 * Every slice back to its initial state, keeping only redux-persist's bookkeeping so the
 * persisted slices go on being written after the reset.
 */
function freshStateFrom(state: CombinedState | undefined): CombinedState {
  const fresh = combined(undefined, { type: '@@app/reset' }) as Record<string, unknown>;
  if (state) {
    for (const [key, value] of Object.entries(state)) {
      const persist = (value as { _persist?: unknown } | undefined)?._persist;
      if (persist) fresh[key] = { ...(fresh[key] as object), _persist: persist };
    }
  }
  return fresh as CombinedState;
}

export function rootReducer(
  state: CombinedState | undefined,
  action: UnknownAction,
): CombinedState {
  const resets = loggedOut.match(action) || sessionExpired.match(action);
  return combined(resets ? freshStateFrom(state) : state, action);
}

export function makeStore(preloadedState?: Partial<CombinedState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as CombinedState | undefined,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
