import { combineSlices, type Reducer, type UnknownAction, type WithSlice } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import { authSlice, loggedOut, sessionExpired } from '@/features/auth/authSlice';
import { compareSlice } from '@/features/compare/compareSlice';
import { metadataSlice } from '@/features/metadata/metadataSlice';
import { newsletterSlice } from '@/features/newsletter/newsletterSlice';
import { quoteCartSlice } from '@/features/quoteCart/quoteCartSlice';
import { searchSlice } from '@/features/search/searchSlice';
import { tripRequestSlice } from '@/features/tripRequest/tripRequestSlice';
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

/** The slices above that reset themselves (store.ts leaves them to it). */
export const SELF_RESETTING = ['auth', 'quoteCart', 'compare', 'search', 'tripRequest'] as const;

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
