import { combineSlices, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import { authSlice, loggedOut, sessionExpired } from '@/features/auth/authSlice';
import { compareSlice } from '@/features/compare/compareSlice';
import { metadataSlice } from '@/features/metadata/metadataSlice';
import { newsletterSlice } from '@/features/newsletter/newsletterSlice';
import { quoteCartSlice } from '@/features/quoteCart/quoteCartSlice';
import { searchSlice } from '@/features/search/searchSlice';
import { tripRequestSlice } from '@/features/tripRequest/tripRequestSlice';
import {
  authPersistConfig,
  comparePersistConfig,
  quoteCartPersistConfig,
  searchPersistConfig,
  tripRequestPersistConfig,
} from './persist';

/**
 * A persisted slice resets itself on these actions, returning a new initial state: redux-persist
 * writes only when the slice's own reducer returns a changed object, so a reset done around it
 * would never reach storage (the login would come back on reload).
 */
function resetOn<S>(reducer: Reducer<S>, ends: (action: UnknownAction) => boolean): Reducer<S> {
  return (state, action) => reducer(ends(action) ? undefined : state, action);
}

const endsAnySession = (action: UnknownAction) =>
  loggedOut.match(action) || sessionExpired.match(action);
/** An expired token is not the traveller leaving: their search, cart and quote number stay. */
const endsByLogout = (action: UnknownAction) => loggedOut.match(action);

/**
 * Slices that only some screens use are injected by those screens (`slice.injectInto`), so a
 * traveller's first load carries none of the operator or admin state. Each one declares
 * itself here by module augmentation.
 */
/** The slices above that reset themselves (store.ts leaves them to it). */
export const SELF_RESETTING = ['auth', 'quoteCart', 'compare', 'search', 'tripRequest'] as const;

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  {
    auth: persistReducer(authPersistConfig, resetOn(authSlice.reducer, endsAnySession)),
    quoteCart: persistReducer(
      quoteCartPersistConfig,
      resetOn(quoteCartSlice.reducer, endsByLogout),
    ),
    compare: persistReducer(comparePersistConfig, resetOn(compareSlice.reducer, endsByLogout)),
    search: persistReducer(searchPersistConfig, resetOn(searchSlice.reducer, endsByLogout)),
    tripRequest: persistReducer(
      tripRequestPersistConfig,
      resetOn(tripRequestSlice.reducer, endsByLogout),
    ),
  },
  newsletterSlice,
  metadataSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();
