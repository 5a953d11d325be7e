import { combineSlices, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import type { PersistPartial } from 'redux-persist/es/persistReducer';
import { authSlice, loggedOut, sessionExpired } from '@/features/auth/authSlice';
import type { CompareState } from '@/features/compare/compareSlice';
import type { MetadataState } from '@/features/metadata/metadataSlice';
import { newsletterSlice } from '@/features/newsletter/newsletterSlice';
import type { QuoteCartState } from '@/features/quoteCart/quoteCartSlice';
import type { SearchState } from '@/features/search/searchSlice';
import type { TripRequestState } from '@/features/tripRequest/tripRequestSlice';
import { authPersistConfig } from './persist';

/**
 * A persisted slice resets itself on these actions, returning a new initial state: redux-persist
 * writes only when the slice's own reducer returns a changed object, so a reset done around it
 * would never reach storage (the login would come back on reload).
 */
export function resetOn<S>(
  reducer: Reducer<S>,
  ends: (action: UnknownAction) => boolean,
): Reducer<S> {
  return (state, action) => reducer(ends(action) ? undefined : state, action);
}

export const endsAnySession = (action: UnknownAction) =>
  loggedOut.match(action) || sessionExpired.match(action);
/** An expired token is not the traveller leaving: their search, cart and quote number stay. */
export const endsByLogout = (action: UnknownAction) => loggedOut.match(action);

/**
 * Slices that only some screens use are injected by those screens (`slice.injectInto`), so a
 * first load carries only what its screen needs. Each one declares itself here by module
 * augmentation.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation
export interface LazyLoadedSlices {}

/**
 * The traveller's slices (search, compare, quote cart, trip request, metadata): injected, and
 * their saved state read back, with the traveller's screens (app/routes/traveller/
 * travellerState.ts), which are the only ones reading them. So they are typed as always there.
 */
export interface TravellerSlices {
  search: SearchState & PersistPartial;
  compare: CompareState & PersistPartial;
  quoteCart: QuoteCartState & PersistPartial;
  tripRequest: TripRequestState & PersistPartial;
  metadata: MetadataState;
}

/** The slices that reset themselves (store.ts leaves them to it); the traveller's once there. */
export const SELF_RESETTING = ['auth', 'quoteCart', 'compare', 'search', 'tripRequest'] as const;

export const rootReducer = combineSlices(
  { auth: persistReducer(authPersistConfig, resetOn(authSlice.reducer, endsAnySession)) },
  newsletterSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootReducerState = ReturnType<typeof rootReducer> & TravellerSlices;
