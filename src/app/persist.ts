import type { PersistConfig, PersistedState } from 'redux-persist';
import { PERSISTED_AUTH_KEYS, type AuthState } from '@/features/auth/authSlice';
import { isValidQuoteRequests, type QuoteCartState } from '@/features/quoteCart/quoteCartSlice';
import { PERSISTED_SEARCH_KEYS, type SearchState } from '@/features/search/searchSlice';
import { localPersistStorage, rememberAwareStorage } from '@/lib/persistStorage';

/** Bump when the persisted shape changes: older data is then dropped, never half-read. */
export const PERSIST_VERSION = 1;
export const PERSIST_KEY_PREFIX = 'buscharter:';

type Persisted = PersistedState & Record<string, unknown>;

const LOGIN_TYPES: readonly unknown[] = ['subscriber', 'user', 'admin'];

function isNullableNumber(value: unknown): boolean {
  return value === null || (typeof value === 'number' && Number.isFinite(value));
}

/** A persisted login is kept only when every field has the type the app expects. */
export function isValidPersistedAuth(state: Record<string, unknown>): boolean {
  if (typeof state.loggedIn !== 'boolean' || typeof state.rememberMe !== 'boolean') return false;
  if (
    !isNullableNumber(state.expiresAt) ||
    !isNullableNumber(state.userId) ||
    !isNullableNumber(state.companyId)
  ) {
    return false;
  }
  for (const key of ['companyName', 'contactName', 'firstName', 'lastName'] as const) {
    if (typeof state[key] !== 'string') return false;
  }
  if (state.loggedIn) {
    if (typeof state.apiToken !== 'string' || state.apiToken === '') return false;
    if (!LOGIN_TYPES.includes(state.loginType)) return false;
  }
  return true;
}

/**
 * Runs on every rehydrate: unknown versions, malformed data and remembered logins older than
 * two weeks are dropped, so the app starts clean instead of half-logged-in.
 */
export function migrateAuth(
  state: PersistedState,
  currentVersion: number,
  now = Date.now(),
): Promise<PersistedState> {
  const persisted = state as Persisted | undefined;
  if (!persisted || typeof persisted !== 'object') return Promise.resolve(undefined);
  if (persisted._persist?.version !== currentVersion) return Promise.resolve(undefined);
  if (!isValidPersistedAuth(persisted)) return Promise.resolve(undefined);
  if (typeof persisted.expiresAt === 'number' && persisted.expiresAt <= now)
    return Promise.resolve(undefined);
  return Promise.resolve(persisted);
}

export const authPersistConfig: PersistConfig<AuthState> = {
  key: 'auth',
  keyPrefix: PERSIST_KEY_PREFIX,
  version: PERSIST_VERSION,
  storage: rememberAwareStorage,
  whitelist: [...PERSISTED_AUTH_KEYS],
  migrate: (state, version) => migrateAuth(state, version),
  // The reducer's own defaults fill whatever the persisted subset does not hold.
  stateReconciler: (inbound: Partial<AuthState>, original: AuthState): AuthState => ({
    ...original,
    ...inbound,
    ...pickTransient(original),
  }),
};

/** Fields that must never come back from storage even if an old build wrote them. */
function pickTransient(state: AuthState): Partial<AuthState> {
  return {
    subscriberLoginModalVisible: state.subscriberLoginModalVisible,
    arrearsId: state.arrearsId,
    loginStatus: state.loginStatus,
    loginError: state.loginError,
    returnTo: state.returnTo,
    sessionNotice: state.sessionNotice,
  };
}

/** The common migrate: the right version and a shape check, or nothing at all. */
function versioned(isValid: (state: Persisted) => boolean) {
  return (state: PersistedState, currentVersion: number): Promise<PersistedState> => {
    const persisted = state as Persisted | undefined;
    if (!persisted || typeof persisted !== 'object') return Promise.resolve(undefined);
    if (persisted._persist?.version !== currentVersion || !isValid(persisted))
      return Promise.resolve(undefined);
    return Promise.resolve(persisted);
  };
}

/** The quote cart outlives reloads and browser restarts (it is not personal data). */
export const quoteCartPersistConfig: PersistConfig<QuoteCartState> = {
  key: 'quoteCart',
  keyPrefix: PERSIST_KEY_PREFIX,
  version: PERSIST_VERSION,
  storage: localPersistStorage,
  whitelist: ['quoteRequests'],
  migrate: versioned((state) => isValidQuoteRequests(state.quoteRequests)),
};

/** A persisted departure is kept only when the city and state are text and the coordinates numbers. */
export function isValidPersistedSearch(state: Record<string, unknown>): boolean {
  return (
    typeof state.departureCity === 'string' &&
    typeof state.departureState === 'string' &&
    isNullableNumber(state.latitude) &&
    isNullableNumber(state.longitude)
  );
}

/** The traveller's departure (spec 3): where the next visit's search starts. */
export const searchPersistConfig: PersistConfig<SearchState> = {
  key: 'search',
  keyPrefix: PERSIST_KEY_PREFIX,
  version: PERSIST_VERSION,
  storage: localPersistStorage,
  whitelist: [...PERSISTED_SEARCH_KEYS],
  migrate: versioned(isValidPersistedSearch),
};
