import { Outlet } from 'react-router-dom';
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { persistReducer, type PersistConfig } from 'redux-persist';
import { useAppSelector } from '@/app/hooks';
import { SavedStateGate } from '@/app/layout/SavedStateGate';
import { persisted } from '@/app/persist';
import { endsByLogout, resetOn, rootReducer, type TravellerSlices } from '@/app/rootReducer';
import { compareSlice, type CompareState } from '@/features/compare/compareSlice';
import {
  COMPARE_PERSIST_VERSION,
  isValidPersistedCompare,
} from '@/features/compare/persistedCompare';
import { metadataSlice } from '@/features/metadata/metadataSlice';
import {
  isValidPersistedQuoteCart,
  QUOTE_CART_PERSIST_VERSION,
} from '@/features/quoteCart/persistedQuoteCart';
import { quoteCartSlice, type QuoteCartState } from '@/features/quoteCart/quoteCartSlice';
import { isValidPersistedSearch, SEARCH_PERSIST_VERSION } from '@/features/search/persistedSearch';
import {
  PERSISTED_SEARCH_KEYS,
  searchSlice,
  type SearchState,
} from '@/features/search/searchSlice';
import {
  isValidPersistedTripRequest,
  TRIP_REQUEST_PERSIST_VERSION,
} from '@/features/tripRequest/persistedTripRequest';
import { tripRequestSlice, type TripRequestState } from '@/features/tripRequest/tripRequestSlice';
import { api } from '@/lib/apiClient';
import { takeEarlyCalls } from '@/lib/early/earlyResponses';
import { localPersistStorage, sessionPersistStorage } from '@/lib/persistStorage';

/*
 * The traveller's state: search, compare, quote cart, trip request and metadata. Only the
 * traveller's screens read it, so it joins the store with them (this module, their layout
 * route) instead of weighing on every first load, operators' and admins' included. Importing
 * the module injects the slices; the layout reads their saved state back before a screen renders.
 */

export const quoteCartPersistConfig = persisted<QuoteCartState>({
  key: 'quoteCart',
  version: QUOTE_CART_PERSIST_VERSION,
  storage: localPersistStorage,
  whitelist: ['quoteRequests', 'sent', 'phonesShown'],
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

/** The confirmation's quote numbers and the unsent trip: for this tab's session only. */
export const tripRequestPersistConfig = persisted<TripRequestState>({
  key: 'tripRequest',
  version: TRIP_REQUEST_PERSIST_VERSION,
  storage: sessionPersistStorage,
  whitelist: ['quoteNumber', 'confirmedQuoteNumber'],
  isValid: isValidPersistedTripRequest,
});

/**
 * A persisted slice joining a running store, reset by a logout (not by an expired session: the
 * traveller's search, cart and quote number stay). redux-persist hands its reducer `{}` rather
 * than `undefined` when PERSIST is the first action it sees, as for a slice injected after the
 * store started: read that as "no state yet".
 */
function persistedSlice<S>(config: PersistConfig<S>, reducer: Reducer<S>) {
  const started: Reducer<S> = (state, action) =>
    reducer(state && Object.keys(state).length > 0 ? state : undefined, action);
  return persistReducer(config, resetOn(started, endsByLogout)) as unknown as Reducer<
    S,
    UnknownAction
  >;
}

const PERSISTED = ['search', 'compare', 'quoteCart', 'tripRequest'] as const;

rootReducer.inject({
  reducerPath: 'search',
  reducer: persistedSlice(searchPersistConfig, searchSlice.reducer),
});
rootReducer.inject({
  reducerPath: 'compare',
  reducer: persistedSlice(comparePersistConfig, compareSlice.reducer),
});
rootReducer.inject({
  reducerPath: 'quoteCart',
  reducer: persistedSlice(quoteCartPersistConfig, quoteCartSlice.reducer),
});
rootReducer.inject({
  reducerPath: 'tripRequest',
  reducer: persistedSlice(tripRequestPersistConfig, tripRequestSlice.reducer),
});
rootReducer.inject(metadataSlice);

// The search's metadata and search calls may have been made already, by index.html's inline
// script (lib/early): the client answers them from there.
takeEarlyCalls(api);

/**
 * The traveller's screens, once their saved state is back (also in a first load that was the
 * traveller's, where starting them again is a no-op).
 */
export function TravellerState() {
  const ready = useAppSelector(
    (state) =>
      // A store without a persistor (the login not persisted either: a test's) reads nothing back.
      state.auth._persist === undefined ||
      PERSISTED.every(
        (key) => (state as Partial<TravellerSlices>)[key]?._persist?.rehydrated === true,
      ),
  );
  return (
    <SavedStateGate ready={ready}>
      <Outlet />
    </SavedStateGate>
  );
}
