import type { PersistConfig, PersistedState, Storage } from 'redux-persist';
import { PERSISTED_AUTH_KEYS, type AuthState } from '@/features/auth/authSlice';
import { AUTH_PERSIST_VERSION, isValidPersistedAuth } from '@/features/auth/persistedAuth';
import { rememberAwareStorage } from '@/lib/persistStorage';
import { removeItem, type StorageKind } from '@/lib/storage';

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
 * Exported for slices injected later (the traveller's, the registration draft), which build
 * their config beside the screens that inject them, so none of their code reaches every first
 * load.
 */
export function persisted<S>(slice: PersistedSlice<S>): PersistConfig<S> {
  return {
    key: slice.key,
    keyPrefix: PERSIST_KEY_PREFIX,
    version: slice.version,
    storage: slice.storage,
    whitelist: [...slice.whitelist],
    migrate: versioned(slice.isValid),
    // No "storage hangs" timer: these storages answer at once (lib/persistStorage). With one,
    // every PERSIST (the saved-state gates send one to every persisted slice) left a timer that
    // 5 s later sent the store that dispatched it a REHYDRATE, and with it a write of that
    // store's state: in tests, a store of an earlier test overwrote the running test's storage.
    timeout: 0,
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

/** Where the traveller's persisted slices are saved (app/routes/traveller/TravellerState.tsx). */
const TRAVELLER_SAVED: Record<StorageKind, readonly string[]> = {
  local: ['quoteCart', 'compare', 'search'],
  session: ['tripRequest'],
};

/**
 * A logout empties the traveller's saved slices too. Those not in the store (their screens not
 * loaded on this visit, an operator's) reset no state that could be written: their storage is
 * emptied instead, so a later visit to the search cannot bring them back.
 */
export function forgetUnloadedTravellerState(state: object): void {
  for (const [kind, keys] of Object.entries(TRAVELLER_SAVED) as [StorageKind, string[]][]) {
    for (const key of keys) if (!(key in state)) removeItem(kind, `${PERSIST_KEY_PREFIX}${key}`);
  }
}
