import type { PersistConfig, PersistedState, Storage } from 'redux-persist';
import { PERSISTED_AUTH_KEYS, type AuthState } from '@/features/auth/authSlice';
import { AUTH_PERSIST_VERSION, isValidPersistedAuth } from '@/features/auth/persistedAuth';
import type { CompareState } from '@/features/compare/compareSlice';
import {
  COMPARE_PERSIST_VERSION,
  isValidPersistedCompare,
} from '@/features/compare/persistedCompare';
import {
  isValidPersistedQuoteCart,
  QUOTE_CART_PERSIST_VERSION,
} from '@/features/quoteCart/persistedQuoteCart';
import type { QuoteCartState } from '@/features/quoteCart/quoteCartSlice';
import { isValidPersistedSearch, SEARCH_PERSIST_VERSION } from '@/features/search/persistedSearch';
import { PERSISTED_SEARCH_KEYS, type SearchState } from '@/features/search/searchSlice';
import {
  isValidPersistedTripRequest,
  TRIP_REQUEST_PERSIST_VERSION,
} from '@/features/tripRequest/persistedTripRequest';
import type { TripRequestState } from '@/features/tripRequest/tripRequestSlice';
import {
  localPersistStorage,
  rememberAwareStorage,
  sessionPersistStorage,
} from '@/lib/persistStorage';

export const PERSIST_KEY_PREFIX = 'buscharter:';

type Persisted = PersistedState & Record<string, unknown>;

/**
 * The one migrate every persisted slice runs on rehydrate: the slice's own version and its own
 * shape check, or nothing at all (the app then starts that slice clean, never half-read).
 */
export function versioned(isValid: (state: Record<string, unknown>) => boolean) {
  return (state: PersistedState, currentVersion: number): Promise<PersistedState> => {
    const persisted = state as Persisted | undefined;
    if (!persisted || typeof persisted !== 'object') return Promise.resolve(undefined);
    if (persisted._persist?.version !== currentVersion || !isValid(persisted))
      return Promise.resolve(undefined);
    return Promise.resolve(persisted);
  };
}

export interface PersistedSlice<S> {
  key: string;
  version: number;
  storage: Storage;
  whitelist: readonly (keyof S & string)[];
  isValid: (state: Record<string, unknown>) => boolean;
  stateReconciler?: PersistConfig<S>['stateReconciler'];
}

/**
 * One shape for every persisted slice's config: prefix, version, whitelist and validator.
 * Exported for slices injected later (operator screens), which build their config beside the
 * route that injects them, so none of their code reaches the first load.
 */
export function persisted<S>(slice: PersistedSlice<S>): PersistConfig<S> {
  return {
    key: slice.key,
    keyPrefix: PERSIST_KEY_PREFIX,
    version: slice.version,
    storage: slice.storage,
    whitelist: [...slice.whitelist],
    migrate: versioned(slice.isValid),
    ...(slice.stateReconciler ? { stateReconciler: slice.stateReconciler } : {}),
  };
}

/** Runs on every rehydrate (exported for tests): version, shape and the two-week expiry. */
export const migrateAuth = (state: PersistedState, version: number, now = Date.now()) =>
  versioned((candidate) => isValidPersistedAuth(candidate, now))(state, version);

/** The login: in localStorage with Remember Me (two weeks), else in sessionStorage. */
export const authPersistConfig = persisted<AuthState>({
  key: 'auth',
  version: AUTH_PERSIST_VERSION,
  storage: rememberAwareStorage,
  whitelist: PERSISTED_AUTH_KEYS,
  isValid: (state) => isValidPersistedAuth(state),
  // The reducer's own defaults fill whatever the persisted subset does not hold, and fields
  // that must never come back from storage (modal, errors) keep their fresh values even if an
  // old build wrote them.
  stateReconciler: (inbound: Partial<AuthState>, original: AuthState): AuthState => {
    const kept = Object.fromEntries(
      PERSISTED_AUTH_KEYS.filter((key) => key in inbound).map((key) => [key, inbound[key]]),
    );
    return { ...original, ...kept };
  },
});

export const quoteCartPersistConfig = persisted<QuoteCartState>({
  key: 'quoteCart',
  version: QUOTE_CART_PERSIST_VERSION,
  storage: localPersistStorage,
  whitelist: ['quoteRequests'],
  isValid: isValidPersistedQuoteCart,
});

/** The companies chosen for the compare screen: kept like the cart (the notice is not). */
export const comparePersistConfig = persisted<CompareState>({
  key: 'compare',
  version: COMPARE_PERSIST_VERSION,
  storage: localPersistStorage,
  whitelist: ['entries'],
  isValid: isValidPersistedCompare,
});

export const searchPersistConfig = persisted<SearchState>({
  key: 'search',
  version: SEARCH_PERSIST_VERSION,
  storage: localPersistStorage,
  whitelist: PERSISTED_SEARCH_KEYS,
  isValid: isValidPersistedSearch,
});

/** The confirmation's quote numbers: for this tab's session only. */
export const tripRequestPersistConfig = persisted<TripRequestState>({
  key: 'tripRequest',
  version: TRIP_REQUEST_PERSIST_VERSION,
  storage: sessionPersistStorage,
  whitelist: ['quoteNumber', 'confirmedQuoteNumber'],
  isValid: isValidPersistedTripRequest,
});
