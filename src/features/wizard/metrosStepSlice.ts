import { createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/rootReducer';
import { createApiThunk } from '@/app/withTypes';
import type { MileRadius } from '@/features/listings/constants';
import type { ListingChange } from '@/features/listings/listingsApi';
import type { LocationOption, MetroOption } from '@/features/listings/types';
import { sumMoney } from '@/lib/money';
import { addRequestCases, idleRequest, resetRequest, type RequestState } from '@/lib/requestStatus';
import type { MetroListingSummary, WizardMetroAddress } from './metrosStep';
import {
  getWizardListings,
  postCompleteMetrosStep,
  postWizardAddMetro,
  postWizardFindMetros,
  postWizardLocationSearch,
  postWizardRemoveMetro,
} from './metrosStepApi';

/**
 * Step 3's own server data: the Metro Listing (the wizard's listings call, not the account
 * area's), its city search and radius results, and the add, remove and Next calls. The Recommend
 * table is the account area's call and stays in the listings slice.
 */
export interface MetrosStepState {
  summary: MetroListingSummary | null;
  locations: LocationOption[];
  /** Metros within the radius of the chosen city (null before the first Find Metros). */
  found: MetroOption[] | null;
  requests: {
    fetchWizardListings: RequestState;
    fetchWizardLocations: RequestState;
    findWizardMetros: RequestState;
    addWizardMetro: RequestState;
    removeWizardMetro: RequestState;
    finishMetrosStep: RequestState;
  };
}

const initialState: MetrosStepState = {
  summary: null,
  locations: [],
  found: null,
  requests: {
    fetchWizardListings: idleRequest(),
    fetchWizardLocations: idleRequest(),
    findWizardMetros: idleRequest(),
    addWizardMetro: idleRequest(),
    removeWizardMetro: idleRequest(),
    finishMetrosStep: idleRequest(),
  },
};

type Request = keyof MetrosStepState['requests'];

/** What these thunks read of the store (the app's state, seen from below app/). */
interface StoreView {
  auth: { companyId: number | null; companyName: string };
  company?: { profile: { name: string } | null };
  metrosStep?: MetrosStepState;
}

const companyIdOf = (state: StoreView) => state.auth.companyId ?? 0;
/** The company the add and remove calls name: the login's, else the company profile's. */
const changeOf = (state: StoreView): ListingChange => ({
  companyId: companyIdOf(state),
  companyName: state.auth.companyName.trim() || state.company?.profile?.name || '',
});
/** A call that changes something runs once at a time: a second press sends nothing. */
const idle =
  (request: Request) =>
  (_: unknown, { getState }: { getState: () => StoreView }) =>
    (getState().metrosStep ?? initialState).requests[request].status !== 'pending';

export const fetchWizardListings = createApiThunk<MetroListingSummary>(
  'metrosStep/fetchWizardListings',
  (_, { getState }) => getWizardListings(companyIdOf(getState())),
);

/** The typeahead's lookup; pass the typeahead's signal so a stale answer never lands. */
export const fetchWizardLocations = createApiThunk<LocationOption[], string>(
  'metrosStep/fetchWizardLocations',
  (term, { signal }) => postWizardLocationSearch(term, signal),
);

export const findWizardMetros = createApiThunk<
  MetroOption[],
  { cityId: number; radius: MileRadius }
>('metrosStep/findWizardMetros', ({ cityId, radius }, { getState, signal }) =>
  postWizardFindMetros(cityId, radius, companyIdOf(getState()), signal),
);

/** Save of the Add Metro modal; the Metro Listing is read again for the new row and total. */
export const addWizardMetro = createApiThunk<
  number | null,
  { metro: MetroOption; address: WizardMetroAddress }
>(
  'metrosStep/addWizardMetro',
  async ({ metro, address }, { getState, dispatch }) => {
    const companyMetroId = await postWizardAddMetro(metro, address, changeOf(getState()));
    void dispatch(fetchWizardListings());
    return companyMetroId;
  },
  { condition: idle('addWizardMetro') },
);

/** The summary's delete: the row leaves at once, then the server's listing confirms the total. */
export const removeWizardMetro = createApiThunk<number, number>(
  'metrosStep/removeWizardMetro',
  async (companyMetroId, { getState, dispatch }) => {
    await postWizardRemoveMetro(companyMetroId, changeOf(getState()));
    void dispatch(fetchWizardListings());
    return companyMetroId;
  },
  { condition: idle('removeWizardMetro') },
);

/** Next: step 3 is done on the server (the page then moves the wizard on). */
export const finishMetrosStep = createApiThunk<void>(
  'metrosStep/finishMetrosStep',
  (_, { getState }) => postCompleteMetrosStep(companyIdOf(getState())),
  { condition: idle('finishMetrosStep') },
);

export const metrosStepSlice = createSlice({
  name: 'metrosStep',
  initialState,
  reducers: {
    /** The step opened again: a new search, and no failure of an earlier visit. */
    metrosStepOpened(state) {
      state.locations = [];
      state.found = null;
      for (const key of Object.keys(state.requests) as Request[]) {
        if (key !== 'fetchWizardListings') state.requests[key] = idleRequest();
      }
    },
    wizardLocationsCleared(state) {
      state.locations = [];
      state.requests.fetchWizardLocations = idleRequest();
    },
    /** A dialog opened or closed: its last failure no longer applies. */
    metrosStepRequestReset: resetRequest<'addWizardMetro' | 'removeWizardMetro'>,
  },
  extraReducers: (builder) => {
    addRequestCases(builder, fetchWizardListings, (state) => state.requests.fetchWizardListings, {
      latestOnly: true,
      fulfilled: (state, { payload }) => {
        state.summary = payload;
      },
    });
    addRequestCases(builder, fetchWizardLocations, (state) => state.requests.fetchWizardLocations, {
      latestOnly: true,
      fulfilled: (state, { payload }) => {
        state.locations = payload;
      },
    });
    addRequestCases(builder, findWizardMetros, (state) => state.requests.findWizardMetros, {
      latestOnly: true,
      fulfilled: (state, { payload }) => {
        state.found = payload;
      },
    });
    addRequestCases(builder, addWizardMetro, (state) => state.requests.addWizardMetro);
    addRequestCases(builder, removeWizardMetro, (state) => state.requests.removeWizardMetro, {
      fulfilled: (state, { payload }) => {
        const { summary } = state;
        const row = summary?.listings.find((item) => item.companyMetroId === payload);
        if (!summary || !row) return;
        summary.listings = summary.listings.filter((item) => item !== row);
        summary.totalBilling = sumMoney([summary.totalBilling, -row.costValue]);
      },
    });
    addRequestCases(builder, finishMetrosStep, (state) => state.requests.finishMetrosStep);
  },
  selectors: {
    selectMetrosStep: (state) => state,
  },
});

export const { metrosStepOpened, wizardLocationsCleared, metrosStepRequestReset } =
  metrosStepSlice.actions;

/** Only operators in setup need this state: it joins the store with step 3. */
export const { selectMetrosStep } = metrosStepSlice.injectInto(rootReducer).selectors;
