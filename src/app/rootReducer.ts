import { combineSlices, type Reducer, type UnknownAction, type WithSlice } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import type { PersistPartial } from 'redux-persist/es/persistReducer';
import { authSlice, loggedOut, sessionExpired } from '@/features/auth/authSlice';
import type { CompareState } from '@/features/compare/compareSlice';
import type { MetadataState } from '@/features/metadata/metadataSlice';
import { newsletterSlice } from '@/features/newsletter/newsletterSlice';
import type { QuoteCartState } from '@/features/quoteCart/quoteCartSlice';
import type { SearchState } from '@/features/search/searchSlice';
import type { TripRequestState } from '@/features/tripRequest/tripRequestSlice';
import type { biddingSlice } from '@/features/bidding/biddingSlice';
import type { companySlice } from '@/features/company/companySlice';
import type { compareResultsSlice } from '@/features/compare/compareResultsSlice';
import type { fleetSlice } from '@/features/fleet/fleetSlice';
import type { RegistrationState } from '@/features/registration/registrationSlice';
import type { listingEditSlice } from '@/features/listingEdit/listingEditSlice';
import type { listingsSlice } from '@/features/listings/listingsSlice';
import type { operatorMessagesSlice } from '@/features/operatorMessages/operatorMessagesSlice';
import type { operatorReviewsSlice } from '@/features/operatorReviews/operatorReviewsSlice';
import type { reportsSlice } from '@/features/reports/reportsSlice';
import type { upgradeSlice } from '@/features/upgrade/upgradeSlice';
import type { bidsStepSlice } from '@/features/wizard/bidsStepSlice';
import type { metrosStepSlice } from '@/features/wizard/metrosStepSlice';
import type { wizardSlice } from '@/features/wizard/wizardSlice';
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
 * The slices that join the store later (`slice.injectInto(rootReducer)` when their module first
 * loads), named here by type only: no code of theirs comes with this file.
 */
export interface LazyLoadedSlices
  extends
    WithSlice<typeof biddingSlice>,
    WithSlice<typeof wizardSlice>,
    WithSlice<typeof metrosStepSlice>,
    WithSlice<typeof bidsStepSlice>,
    WithSlice<typeof listingEditSlice>,
    WithSlice<typeof operatorMessagesSlice>,
    WithSlice<typeof compareResultsSlice>,
    WithSlice<typeof companySlice>,
    WithSlice<typeof upgradeSlice>,
    WithSlice<typeof operatorReviewsSlice>,
    WithSlice<typeof reportsSlice>,
    WithSlice<typeof listingsSlice>,
    WithSlice<typeof fleetSlice> {
  /** Injected persisted (app/routes/operator/registration/RegistrationDraft.tsx). */
  registration: RegistrationState;
}

/**
 * The traveller's slices (search, compare, quote cart, trip request, metadata): injected, and
 * their saved state read back, with the traveller's screens (app/routes/traveller/
 * TravellerState.tsx), which are the only ones reading them. So they are typed as always there.
 */
export interface TravellerSlices {
  search: SearchState & PersistPartial;
  compare: CompareState & PersistPartial;
  quoteCart: QuoteCartState & PersistPartial;
  tripRequest: TripRequestState & PersistPartial;
  metadata: MetadataState;
}

/**
 * The persisted slices, which reset themselves (resetOn; store.ts leaves them to it) once
 * injected: the login, the traveller's search, compare list, quote cart and trip request, and the
 * operator registration's draft. Reset from outside, a persisted slice would not be written, and
 * would lose redux-persist's bookkeeping: its screens' gate (SavedStateGate) would then read
 * storage again and mount the form anew.
 */
export const SELF_RESETTING = [
  'auth',
  'quoteCart',
  'compare',
  'search',
  'tripRequest',
  'registration',
] as const;

export const rootReducer = combineSlices(
  { auth: persistReducer(authPersistConfig, resetOn(authSlice.reducer, endsAnySession)) },
  newsletterSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootReducerState = ReturnType<typeof rootReducer> & TravellerSlices;
