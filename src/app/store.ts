import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { loggedOut, sessionExpired } from '@/features/auth/authSlice';
import { claimDrafts, clearDrafts } from '@/lib/drafts';
import { rootReducer, SELF_RESETTING, type RootReducerState } from './rootReducer';

type CombinedState = RootReducerState;

/**
 * Every slice goes back to its initial state, but for the persisted ones: they are passed
 * through and reset themselves (rootReducer.ts), so the reset is written to storage too.
 */
function freshStateFrom(state: CombinedState | undefined): CombinedState {
  const fresh = rootReducer(undefined, { type: '@@app/reset' }) as Record<string, unknown>;
  if (state) {
    // The traveller's slices are there once their screens have been loaded (rootReducer.ts).
    for (const key of SELF_RESETTING) if (key in state) fresh[key] = state[key];
  }
  return fresh as unknown as CombinedState;
}

/** Logout and an ended session both clear every screen's data; see rootReducer for what stays. */
export function appReducer(state: CombinedState | undefined, action: UnknownAction): CombinedState {
  if (loggedOut.match(action) || sessionExpired.match(action))
    return rootReducer(freshStateFrom(state), action) as CombinedState;
  return rootReducer(state, action) as CombinedState;
}

/**
 * A search answer can hold 1,000 results of plain JSON: the development-only checks skip it,
 * or they would walk it on every action and make the list feel slow while developing.
 */
const LARGE_DATA = ['search.unfilteredResults'];

export type SessionEnd = ReturnType<typeof loggedOut> | ReturnType<typeof sessionExpired>;

export interface StoreOptions {
  /**
   * Called synchronously once a logout or an expired session has been reduced: main.tsx
   * flushes the persisted state (so a reload right after cannot bring the login back) and
   * tells the other tabs.
   */
  onSessionEnd?: (action: SessionEnd, endedToken: string | null) => void;
}

function sessionEndMiddleware(onSessionEnd: StoreOptions['onSessionEnd']): Middleware {
  return (api) => (next) => (action) => {
    if (!onSessionEnd || !(loggedOut.match(action) || sessionExpired.match(action)))
      return next(action);
    const { auth } = api.getState() as { auth: { loggedIn: boolean; apiToken: string | null } };
    const endedToken = auth.loggedIn ? auth.apiToken : null;
    const result = next(action);
    onSessionEnd(action, endedToken);
    return result;
  };
}

interface DraftOwnerState {
  auth: {
    loggedIn: boolean;
    loginType: string | null;
    userId: number | null;
    companyId: number | null;
  };
}

/**
 * Drafts (lib/drafts) belong to a login: a logout forgets them with everything else, and a
 * login other than the one that typed them (after an expired session) never sees them.
 */
function draftsMiddleware(): Middleware {
  let owner: string | null = null;
  return (api) => (next) => (action) => {
    const result = next(action);
    if (loggedOut.match(action)) {
      clearDrafts();
      owner = null;
      return result;
    }
    const { auth } = api.getState() as DraftOwnerState;
    const now = auth.loggedIn ? [auth.loginType, auth.userId, auth.companyId].join(':') : null;
    if (now !== null && now !== owner) claimDrafts(now);
    owner = now;
    return result;
  };
}

export function makeStore(preloadedState?: Partial<CombinedState>, options: StoreOptions = {}) {
  return configureStore({
    reducer: appReducer,
    preloadedState: preloadedState as CombinedState | undefined,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          ignoredPaths: LARGE_DATA,
          ignoredActionPaths: ['payload.response', 'meta.arg', 'meta.baseQueryMeta'],
        },
        immutableCheck: { ignoredPaths: LARGE_DATA },
      }).concat(draftsMiddleware(), sessionEndMiddleware(options.onSessionEnd)),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
