import {
  createEntityAdapter,
  createSelector,
  createSlice,
  type EntityState,
} from '@reduxjs/toolkit';
import { rootReducer } from '@/app/rootReducer';
import { createApiThunk } from '@/app/withTypes';
import { postSearch } from '@/features/search/searchApi';
import { addRequestCases, idleRequest, type RequestState } from '@/lib/requestStatus';
import {
  getCompanyFleet,
  getCompanyFleetAmenities,
  getFleetMetroOptions,
  getListingFleet,
  getListingFleetAmenities,
  postCompanyFleet,
  postCompanyFleetDelete,
  postFleetToMetros,
  postListingFleet,
  postListingFleetDelete,
  type CompanyFleetPost,
} from './fleetApi';
import { marketKey, toMarketCompanies } from './marketRates';
import type {
  FleetAmenity,
  FleetEntry,
  FleetItem,
  FleetLevel,
  MarketCompany,
  MetroOption,
} from './types';

/**
 * The fleets, one owner for all of them: the company's default fleet and each metro listing's
 * fleet (keyed by company_metro_id), each with its amenity choices; the metros a company-level
 * entry can be added to; and the market rates per metro (from the traveller search, cached
 * here, never in the search slice).
 */
const fleetAdapter = createEntityAdapter<FleetItem>({
  sortComparer: (a, b) => a.busTypeId - b.busTypeId || a.id - b.id,
});

export interface FleetList {
  items: EntityState<FleetItem, number>;
  fetch: RequestState;
  save: RequestState;
  remove: RequestState;
  amenities: FleetAmenity[];
  fetchAmenities: RequestState;
}

export interface MarketEntry {
  fetch: RequestState;
  companies: MarketCompany[];
}

export interface FleetState {
  lists: Record<string, FleetList>;
  metroOptions: { list: MetroOption[]; fetch: RequestState; add: RequestState };
  market: Record<string, MarketEntry>;
}

const newList = (): FleetList => ({
  items: fleetAdapter.getInitialState(),
  fetch: idleRequest(),
  save: idleRequest(),
  remove: idleRequest(),
  amenities: [],
  fetchAmenities: idleRequest(),
});

const initialState: FleetState = {
  lists: {},
  metroOptions: { list: [], fetch: idleRequest(), add: idleRequest() },
  market: {},
};

/** "company", or "listing:10233". */
export const levelKey = (level: FleetLevel): string =>
  level.kind === 'company' ? 'company' : `listing:${level.companyMetroId}`;

/** A level's list in the slice, made on first use. */
function listAt(state: FleetState, level: FleetLevel): FleetList {
  const key = levelKey(level);
  state.lists[key] ??= newList();
  return state.lists[key];
}

function marketAt(state: FleetState, key: string): MarketEntry {
  state.market[key] ??= { fetch: idleRequest(), companies: [] };
  return state.market[key];
}

interface ThunkState {
  getState: () => { auth: { companyId: number | null }; fleet?: FleetState };
}
const stateOf = (getState: ThunkState['getState']) => getState().fleet ?? initialState;
const companyIdOf = (getState: ThunkState['getState']) => getState().auth.companyId ?? 0;
const listOf = (getState: ThunkState['getState'], level: FleetLevel): FleetList =>
  stateOf(getState).lists[levelKey(level)] ?? newList();
type ListRequest = 'fetch' | 'save' | 'remove' | 'fetchAmenities';
const statusOf = (getState: ThunkState['getState'], level: FleetLevel, request: ListRequest) =>
  listOf(getState, level)[request].status;

const fetchItems = (level: FleetLevel) =>
  level.kind === 'company' ? getCompanyFleet() : getListingFleet(level.companyMetroId);

export const fetchFleet = createApiThunk<FleetItem[], FleetLevel>(
  'fleet/fetchFleet',
  (level) => fetchItems(level),
  { condition: (level, { getState }) => statusOf(getState, level, 'fetch') !== 'pending' },
);

/** The amenity choices change rarely: read once per level (a failed read is asked again). */
export const fetchFleetAmenities = createApiThunk<FleetAmenity[], FleetLevel>(
  'fleet/fetchFleetAmenities',
  (level) =>
    level.kind === 'company'
      ? getCompanyFleetAmenities()
      : getListingFleetAmenities(level.companyMetroId),
  {
    condition: (level, { getState }) => {
      const status = statusOf(getState, level, 'fetchAmenities');
      return status !== 'pending' && status !== 'succeeded';
    },
  },
);

export interface SaveFleetArg {
  level: FleetLevel;
  /** The entry being edited; null adds a new one. */
  id: number | null;
  entry: FleetEntry;
  /** The company level's save call when not the account area's (the setup wizard's paths). */
  post?: CompanyFleetPost;
}

/**
 * Saves, then reads the list again (spec: the list reloads) and answers the saved entry as the
 * server now has it: a new one is the new id of that bus type. Null when the reload failed
 * (the list then shows that failure with Try again; the save itself stands).
 */
export const saveFleet = createApiThunk<FleetItem | null, SaveFleetArg>(
  'fleet/saveFleet',
  async ({ level, id, entry, post = postCompanyFleet }, { getState, dispatch }) => {
    const idsNow = () => listOf(getState, level).items.ids;
    const before = new Set(idsNow());
    if (level.kind === 'company') await post(companyIdOf(getState), entry, id);
    else await postListingFleet(level.companyMetroId, entry, id);
    await dispatch(fetchFleet(level));
    const { items, fetch } = listOf(getState, level);
    if (fetch.status !== 'succeeded') return null;
    if (id !== null) return items.entities[id] ?? null;
    const added = idsNow().filter(
      (newId) => !before.has(newId) && items.entities[newId]?.busTypeId === entry.busTypeId,
    );
    const last = added.at(-1);
    return last === undefined ? null : (items.entities[last] ?? null);
  },
  { condition: ({ level }, { getState }) => statusOf(getState, level, 'save') !== 'pending' },
);

export const deleteFleet = createApiThunk<void, { level: FleetLevel; id: number }>(
  'fleet/deleteFleet',
  ({ level, id }) =>
    level.kind === 'company'
      ? postCompanyFleetDelete(id)
      : postListingFleetDelete(level.companyMetroId, id),
  { condition: ({ level }, { getState }) => statusOf(getState, level, 'remove') !== 'pending' },
);

/** The company metros a company-level entry of this bus type can be added to. */
export const fetchMetroOptions = createApiThunk<MetroOption[], { busTypeId: number }>(
  'fleet/fetchMetroOptions',
  ({ busTypeId }, { getState }) => getFleetMetroOptions(companyIdOf(getState), busTypeId),
);

/** Adds a company-level entry to metros; the company list is read again (its offers change). */
export const addFleetToMetros = createApiThunk<
  FleetItem[] | null,
  { fleetId: number; companyMetroIds: number[] }
>(
  'fleet/addFleetToMetros',
  async ({ fleetId, companyMetroIds }) => {
    await postFleetToMetros(fleetId, companyMetroIds);
    try {
      return await getCompanyFleet();
    } catch {
      return null;
    }
  },
  {
    condition: (_, { getState }) => stateOf(getState).metroOptions.add.status !== 'pending',
  },
);

/**
 * The other companies of a metro as the traveller search shows them. One answer per metro and
 * visit: a failure is remembered too (the hint stays hidden) and only a new page visit asks again.
 */
export const fetchMarket = createApiThunk<MarketCompany[], { city: string; state: string }>(
  'fleet/fetchMarket',
  async ({ city, state }) =>
    toMarketCompanies(
      await postSearch({
        numberOfPeople: 1,
        tripType: 1,
        freeformLocation: '',
        city,
        state,
        amenities: [],
        zip: '',
        zipRange: 50,
      }),
    ),
  {
    condition: ({ city, state }, { getState }) =>
      city.trim() !== '' &&
      state.trim() !== '' &&
      stateOf(getState).market[marketKey(city, state)]?.fetch.status === undefined,
  },
);

export const fleetSlice = createSlice({
  name: 'fleet',
  initialState,
  reducers: {
    /** A dialog opened afresh: the last save's or delete's failure no longer applies. */
    fleetFailuresCleared(state, { payload }: { payload: FleetLevel }) {
      const list = listAt(state, payload);
      list.save = idleRequest();
      list.remove = idleRequest();
    },
    metroOptionsCleared(state) {
      state.metroOptions = initialState.metroOptions;
    },
    /** A page visit asks the market again (a failure is not remembered across visits). */
    marketFailuresForgotten(state) {
      for (const [key, entry] of Object.entries(state.market)) {
        if (entry.fetch.status === 'failed') delete state.market[key];
      }
    },
  },
  extraReducers: (builder) => {
    addRequestCases(builder, fetchFleet, (state, level) => listAt(state, level).fetch, {
      fulfilled: (state, { payload, meta }) => {
        const list = listAt(state, meta.arg);
        fleetAdapter.setAll(list.items, payload);
      },
    });
    addRequestCases(
      builder,
      fetchFleetAmenities,
      (state, level) => listAt(state, level).fetchAmenities,
      {
        fulfilled: (state, { payload, meta }) => {
          listAt(state, meta.arg).amenities = payload;
        },
      },
    );
    addRequestCases(builder, saveFleet, (state, { level }) => listAt(state, level).save);
    addRequestCases(builder, deleteFleet, (state, { level }) => listAt(state, level).remove, {
      fulfilled: (state, { meta }) => {
        fleetAdapter.removeOne(listAt(state, meta.arg.level).items, meta.arg.id);
      },
    });
    addRequestCases(builder, fetchMetroOptions, (state) => state.metroOptions.fetch, {
      latestOnly: true,
      fulfilled: (state, { payload }) => {
        state.metroOptions.list = payload;
      },
    });
    addRequestCases(builder, addFleetToMetros, (state) => state.metroOptions.add, {
      fulfilled: (state, { payload, meta }) => {
        if (payload) fleetAdapter.setAll(listAt(state, { kind: 'company' }).items, payload);
        // Those listings' fleets changed: their pages read them again.
        for (const id of meta.arg.companyMetroIds) delete state.lists[`listing:${id}`];
      },
    });
    addRequestCases(
      builder,
      fetchMarket,
      (state, { city, state: region }) => marketAt(state, marketKey(city, region)).fetch,
      {
        fulfilled: (state, { payload, meta }) => {
          marketAt(state, marketKey(meta.arg.city, meta.arg.state)).companies = payload;
        },
      },
    );
  },
  selectors: {
    selectFleetState: (state) => state,
  },
});

export const { fleetFailuresCleared, metroOptionsCleared, marketFailuresForgotten } =
  fleetSlice.actions;

/** Operator screens only: the slice joins the store with the first of them that loads. */
export const { selectFleetState } = fleetSlice.injectInto(rootReducer).selectors;

const EMPTY_LIST = newList();
const { selectAll } = fleetAdapter.getSelectors();

type WithFleet = Parameters<typeof selectFleetState>[0];

/** One level's list and its calls (an unread level reads as empty and idle). */
export const selectFleetList = (state: WithFleet, level: FleetLevel): FleetList =>
  selectFleetState(state).lists[levelKey(level)] ?? EMPTY_LIST;

/** One level's entries, sorted by bus type. */
export const selectFleetItems = createSelector(
  [(state: WithFleet, level: FleetLevel) => selectFleetList(state, level).items],
  (items) => selectAll(items),
);

export const selectMetroOptions = (state: WithFleet) => selectFleetState(state).metroOptions;

const NO_MARKET: MarketEntry = { fetch: idleRequest(), companies: [] };

export const selectMarket = (state: WithFleet, city: string, region: string): MarketEntry =>
  selectFleetState(state).market[marketKey(city, region)] ?? NO_MARKET;
