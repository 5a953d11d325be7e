import { createEntityAdapter, createSlice, type EntityState } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/rootReducer';
import { createApiThunk } from '@/app/withTypes';
import { addRequestCases, idleRequest, resetRequest, type RequestState } from '@/lib/requestStatus';
import type { MileRadius } from './constants';
import {
  getListings,
  getPendingListings,
  getRecommendedMetros,
  postAddMetro,
  postFindMetros,
  postLocationSearch,
  postRemoveMetro,
  postSelfPay,
  postSelfPayMultiple,
  type ListingChange,
} from './listingsApi';
import type {
  ListingBilling,
  ListingsOverview,
  ListingTotals,
  LocationOption,
  MetroListing,
  MetroOption,
} from './types';

/**
 * The operator's metro listings (one owner: the listings page, the invoice and later the bid
 * list read them here), the add-metro search and the pay calls.
 */
export interface ListingsState {
  listings: EntityState<MetroListing, number>;
  totals: ListingTotals | null;
  billing: ListingBilling | null;
  /** The invoice: metros waiting for payment. */
  pending: ListingsOverview | null;
  recommended: MetroOption[];
  locations: LocationOption[];
  /** Metros within the radius of the chosen city (null before the first Find Metros). */
  found: MetroOption[] | null;
  requests: {
    fetchListings: RequestState;
    fetchPendingListings: RequestState;
    fetchRecommendedMetros: RequestState;
    fetchLocations: RequestState;
    fetchMetrosInRadius: RequestState;
    addMetro: RequestState;
    removeMetro: RequestState;
    payListing: RequestState;
    payAllListings: RequestState;
  };
}

export type ListingsRequest = keyof ListingsState['requests'];

/** Kept in the server's order: the table lists them as the server does. */
const listingsAdapter = createEntityAdapter<MetroListing, number>({
  selectId: (listing) => listing.companyMetroId,
});

const initialState: ListingsState = {
  listings: listingsAdapter.getInitialState(),
  totals: null,
  billing: null,
  pending: null,
  recommended: [],
  locations: [],
  found: null,
  requests: {
    fetchListings: idleRequest(),
    fetchPendingListings: idleRequest(),
    fetchRecommendedMetros: idleRequest(),
    fetchLocations: idleRequest(),
    fetchMetrosInRadius: idleRequest(),
    addMetro: idleRequest(),
    removeMetro: idleRequest(),
    payListing: idleRequest(),
    payAllListings: idleRequest(),
  },
};

interface ThunkState {
  getState: () => {
    auth: { companyId: number | null; companyName: string };
    listings?: ListingsState;
    company?: { profile: { name: string } | null };
  };
}

const companyIdOf = ({ getState }: ThunkState) => getState().auth.companyId ?? 0;
const stateOf = (getState: ThunkState['getState']) => getState().listings ?? initialState;
/** The company the add and remove calls name: the login's, else the company profile's. */
const changeOf = ({ getState }: ThunkState): ListingChange => {
  const { auth, company } = getState();
  return {
    companyId: auth.companyId ?? 0,
    companyName: auth.companyName.trim() || company?.profile?.name || '',
  };
};
/** A money call runs once at a time: a second press while it runs sends nothing. */
const idle =
  (request: ListingsRequest) =>
  (_: unknown, { getState }: ThunkState) =>
    stateOf(getState).requests[request].status !== 'pending';

export const fetchListings = createApiThunk<ListingsOverview>('listings/fetchListings', (_, api) =>
  getListings(companyIdOf(api)),
);

export const fetchPendingListings = createApiThunk<ListingsOverview>(
  'listings/fetchPendingListings',
  (_, api) => getPendingListings(companyIdOf(api)),
);

export const fetchRecommendedMetros = createApiThunk<MetroOption[]>(
  'listings/fetchRecommendedMetros',
  (_, api) => getRecommendedMetros(companyIdOf(api)),
);

/** The typeahead's lookup; pass the typeahead's signal so a stale answer never lands. */
export const fetchLocations = createApiThunk<LocationOption[], string>(
  'listings/fetchLocations',
  (term, { signal }) => postLocationSearch(term, signal),
);

export const fetchMetrosInRadius = createApiThunk<
  MetroOption[],
  { cityId: number; radius: MileRadius }
>('listings/fetchMetrosInRadius', ({ cityId, radius }, { signal }) =>
  postFindMetros(cityId, radius, signal),
);

/**
 * A request to change the company's metros: sent once at a time under the company's name, then
 * the listings are read again for the server's rows and totals.
 */
function listingChange<Returned, Arg>(
  request: 'addMetro' | 'removeMetro',
  send: (arg: Arg, change: ListingChange) => Promise<Returned>,
) {
  return createApiThunk<Returned, Arg>(
    `listings/${request}`,
    async (arg, api) => {
      const answer = await send(arg, changeOf(api));
      void api.dispatch(fetchListings());
      return answer;
    },
    { condition: idle(request) },
  );
}

/** Requests a metro; the answer is the new listing's id, when the server gives one. */
export const addMetro = listingChange<number | null, MetroOption>('addMetro', postAddMetro);

/** Requests a removal: the row shows Pending Removal at once, then the server's list. */
export const removeMetro = listingChange<number, number>(
  'removeMetro',
  async (companyMetroId, change) => {
    await postRemoveMetro(companyMetroId, change);
    return companyMetroId;
  },
);

/** Pays one Pending Approval metro (the screen then opens that listing's edit page). */
export const payListing = createApiThunk<number, number>(
  'listings/payListing',
  async (companyMetroId, api) => {
    await postSelfPay(companyMetroId, companyIdOf(api));
    return companyMetroId;
  },
  { condition: idle('payListing') },
);

/** Pays every metro of the invoice, then reads the invoice again. */
export const payAllListings = createApiThunk<void>(
  'listings/payAllListings',
  async (_, api) => {
    const ids = stateOf(api.getState).pending?.listings.map((row) => row.companyMetroId) ?? [];
    await postSelfPayMultiple(ids, companyIdOf(api));
    void api.dispatch(fetchPendingListings());
  },
  { condition: idle('payAllListings') },
);

export const listingsSlice = createSlice({
  name: 'listings',
  initialState,
  reducers: {
    /** A dialog closed or opened: its last failure no longer applies. */
    listingsRequestReset: resetRequest<ListingsRequest>,
    locationsCleared(state) {
      state.locations = [];
      state.requests.fetchLocations = idleRequest();
    },
    /** A new search starts (the modal opened again, another city typed). */
    metroSearchCleared(state) {
      state.locations = [];
      state.found = null;
      state.requests.fetchLocations = idleRequest();
      state.requests.fetchMetrosInRadius = idleRequest();
    },
  },
  extraReducers: (builder) => {
    addRequestCases(builder, fetchListings, (state) => state.requests.fetchListings, {
      latestOnly: true,
      fulfilled: (state, { payload }) => {
        listingsAdapter.setAll(state.listings, payload.listings);
        state.totals = payload.totals;
        state.billing = payload.billing;
      },
    });
    addRequestCases(builder, fetchPendingListings, (state) => state.requests.fetchPendingListings, {
      latestOnly: true,
      fulfilled: (state, { payload }) => {
        state.pending = payload;
      },
    });
    addRequestCases(
      builder,
      fetchRecommendedMetros,
      (state) => state.requests.fetchRecommendedMetros,
      {
        fulfilled: (state, { payload }) => {
          state.recommended = payload;
        },
      },
    );
    addRequestCases(builder, fetchLocations, (state) => state.requests.fetchLocations, {
      latestOnly: true,
      fulfilled: (state, { payload }) => {
        state.locations = payload;
      },
    });
    addRequestCases(builder, fetchMetrosInRadius, (state) => state.requests.fetchMetrosInRadius, {
      latestOnly: true,
      fulfilled: (state, { payload }) => {
        state.found = payload;
      },
    });
    addRequestCases(builder, addMetro, (state) => state.requests.addMetro);
    addRequestCases(builder, removeMetro, (state) => state.requests.removeMetro, {
      fulfilled: (state, { payload }) => {
        listingsAdapter.updateOne(state.listings, {
          id: payload,
          changes: { status: 'Pending Removal' },
        });
      },
    });
    addRequestCases(builder, payListing, (state) => state.requests.payListing);
    addRequestCases(builder, payAllListings, (state) => state.requests.payAllListings);
  },
  selectors: {
    selectListingsState: (state) => state,
  },
});

export const { listingsRequestReset, locationsCleared, metroSearchCleared } = listingsSlice.actions;

/** Only operators need this state: it joins the store with the listings screens. */
export const { selectListingsState } = listingsSlice.injectInto(rootReducer).selectors;
export const { selectAll: selectListings } = listingsAdapter.getSelectors(
  (state: Parameters<typeof selectListingsState>[0]) => selectListingsState(state).listings,
);
