import type { ReactNode } from 'react';
import type { Reducer } from '@reduxjs/toolkit';
import { persistReducer, type PersistedState } from 'redux-persist';
import { useAppSelector } from '@/app/hooks';
import { SavedStateGate } from '@/app/layout/SavedStateGate';
import { persisted } from '@/app/persist';
import { endsByLogout, resetOn, rootReducer } from '@/app/rootReducer';
import {
  isValidPersistedRegistration,
  REGISTRATION_PERSIST_VERSION,
} from '@/features/registration/persistedRegistration';
import {
  PERSISTED_REGISTRATION_KEYS,
  registrationSlice,
  type RegistrationState,
} from '@/features/registration/registrationSlice';
import { sessionPersistStorage } from '@/lib/persistStorage';

/**
 * The registration draft: an operator-only slice, so it is injected here (with the registration
 * screens' chunk) instead of joining the first load, and persisted through the app's one
 * mechanism (app/persist.ts): the tab's session, the whitelist (no passwords), a version and a
 * validator.
 */
const registrationPersistConfig = persisted<RegistrationState>({
  key: 'registration',
  version: REGISTRATION_PERSIST_VERSION,
  storage: sessionPersistStorage,
  whitelist: PERSISTED_REGISTRATION_KEYS,
  isValid: isValidPersistedRegistration,
});

/**
 * redux-persist hands its reducer `{}` rather than `undefined` when PERSIST is the first action
 * it sees, which is the case for a slice injected after the store started: read that as "no
 * state yet" so the slice starts from its initial state.
 */
const draftReducer: Reducer<RegistrationState> = (state, action) =>
  registrationSlice.reducer(state && 'profile' in state ? state : undefined, action);

rootReducer.inject({
  reducerPath: registrationSlice.reducerPath,
  // The persisted reducer adds redux-persist's `_persist` beside the slice's own state, which
  // the slice's type (LazyLoadedSlices) leaves out, as rootReducer.ts does for the others.
  // A logout empties the draft as it does the traveller's state, through the slice's own reducer
  // so the reset is written (an expired session keeps it).
  reducer: persistReducer(
    registrationPersistConfig,
    resetOn(draftReducer, endsByLogout),
  ) as unknown as Reducer<RegistrationState>,
});

/** Renders the registration screens once the draft is read back from storage. */
export function RegistrationDraft({ children }: { children: ReactNode }) {
  const ready = useAppSelector(
    (state) =>
      (state.registration as (RegistrationState & PersistedState) | undefined)?._persist
        ?.rehydrated === true,
  );
  return <SavedStateGate ready={ready}>{children}</SavedStateGate>;
}
