import { createSlice, freeze, type PayloadAction } from '@reduxjs/toolkit';
import { createApiThunk, createAppAsyncThunk } from '@/app/withTypes';
import { DEFAULT_ZIP_RADIUS } from '@/config/constants';
import { fetchMetadata } from '@/features/metadata/metadataSlice';
import { addRequestCases, type RequestState } from '@/lib/requestStatus';
import type { LatLon, PlanLink, TripPlan } from '@/features/tripPlan/types';
import { nextTask } from '@/lib/nextTask';
import { postSearch } from './searchApi';
import { resolveRoutePlace, searchKeyOf } from './searchCriteria';
import { buildSearchUrl, slugify } from './searchUrl';
import { selectUrlFilters } from './selectors';
import type {
  Amenity,
  BusType,
  EstimateInputs,
  RouteCriteria,
  SearchedArea,
  SearchRequest,
  SearchResponse,
  SearchResult,
  SortOrder,
  ZipRange,
} from './types';

/** How far a company is based from the search's departure (issue 29, tripPlan/baseDistances). */
export interface BaseDistance {
  /** Road miles (great-circle x ROAD_FACTOR): the sort's key. */
  miles: number;
  /** The card's line: "Based about 75 miles from Spokane, WA". */
  text: string;
  /** Where it is based: a one-way trip's drive home is measured from its destination to here. */
  place: LatLon;
}

/** The distances of one answer's companies. */
export interface BaseDistances {
  /** The search whose answer they measure: a newer search makes them stale. */
  requestId: string | null;
  /** The departure they are measured from: "Spokane, WA" (the all-in estimate's drive line). */
  from: string;
  /** By result, indexed like unfilteredResults; null where the company's place is unknown. */
  distances: (BaseDistance | null)[];
  /**
   * The planner's place data (its own chunk, not kept offline) did not load, so no company is
   * measured, nor a plan from the address looked up: final all the same (issue 47), the figures
   * go without the drives, say so and offer Try again (tripPlan/baseDistances.ts).
   */
  failed?: boolean;
}

export interface SearchModals {
  details: boolean;
  reviews: boolean;
  amenities: boolean;
  message: boolean;
}

/** `status`/`error` are the last search's (the screen shows no text, spec 8); `requestId` is the
 * search whose answer counts: an older one finishing late is ignored. */
export interface SearchState extends RequestState {
  /** The criteria of the last search started, so an unchanged URL does not search again. */
  lastKey: string | null;
  unfilteredResults: SearchResult[];
  busTypes: BusType[];
  availableAmenities: Amenity[];
  searched: SearchedArea | null;
  urlFriendlyCity: string;
  urlFriendlyState: string;
  latitude: number | null;
  longitude: number | null;
  departureCity: string;
  departureState: string;
  numberOfPeople: number | null;
  tripType: number | null;
  filterAmenities: number[];
  filterZip: string;
  filterZipWithin: ZipRange;
  /** Bus type id; null = all types. */
  busTypeSelected: number | null;
  /** Index into unfilteredResults (stable for one answer; sample results share id 0). */
  selectedResultIndex: number | null;
  selectedBusResultId: number | null;
  modals: SearchModals;
  /** The trip estimate's inputs (issue 14), null = none; kept in the URL, never searched with. */
  estimate: EstimateInputs | null;
  /** By estimate only while one is set. */
  sortOrder: SortOrder;
  /**
   * How far each company is based from the departure, once the places are known (loaded with
   * the planner's data, or for the sort by it); those of an older answer are stale.
   */
  bases: BaseDistances | null;
  /** The trip plan behind the estimate's days and miles (issue 22); only with an estimate. */
  plan: TripPlan | null;
  /**
   * The plan as the address carries it; set without `plan` while a plan from the address waits
   * for the planner's data to look its places up (tripPlan/planSync.ts).
   */
  planLink: PlanLink | null;
  /** What was left out of a linked plan (an unknown place), until the plan changes. */
  planNote: string | null;
  /**
   * The all-in estimate's assumptions (issue 34: gratuity, the driver's room, a relief driver),
   * as the address carries them ('' = the defaults); read only by the estimate's lazy code
   * (features/search/costs.ts), so /search's first load carries no more than this text.
   */
  costs: string;
}

const closedModals: SearchModals = {
  details: false,
  reviews: false,
  amenities: false,
  message: false,
};

export const initialSearchState: SearchState = {
  status: 'idle',
  error: null,
  requestId: null,
  lastKey: null,
  unfilteredResults: [],
  busTypes: [],
  availableAmenities: [],
  searched: null,
  urlFriendlyCity: '',
  urlFriendlyState: '',
  latitude: null,
  longitude: null,
  departureCity: '',
  departureState: '',
  numberOfPeople: null,
  tripType: null,
  filterAmenities: [],
  filterZip: '',
  filterZipWithin: DEFAULT_ZIP_RADIUS,
  busTypeSelected: null,
  selectedResultIndex: null,
  selectedBusResultId: null,
  modals: closedModals,
  estimate: null,
  sortOrder: 'featured',
  bases: null,
  plan: null,
  planLink: null,
  planNote: null,
  costs: '',
};

/**
 * The fields that survive a reload (spec section 3; the cart persists in its own slice): the
 * departure, and the trip planned on the search, which /review fills in (persistedSearch.ts).
 */
export const PERSISTED_SEARCH_KEYS = [
  'departureCity',
  'departureState',
  'latitude',
  'longitude',
  'numberOfPeople',
  'tripType',
  'estimate',
  'plan',
  'planLink',
  'costs',
] as const satisfies readonly (keyof SearchState)[];

interface SearchPayload {
  response: SearchResponse;
  request: SearchRequest;
}

/** POST /search with the criteria in the state. Failure: status failed, no message (spec 8). */
export const fetchSearchResults = createApiThunk<SearchPayload>(
  'search/fetchSearchResults',
  async (_, { getState, signal }) => {
    const { search, metadata } = getState();
    const byZip = search.filterZip !== '';
    const request: SearchRequest = {
      numberOfPeople: search.numberOfPeople ?? 1,
      tripType: search.tripType ?? metadata.tripTypes[0]?.id ?? 1,
      freeformLocation: '',
      city: byZip ? '' : search.departureCity,
      state: byZip ? '' : search.departureState,
      amenities: [...search.filterAmenities],
      zip: search.filterZip,
      zipRange: search.filterZipWithin,
    };
    const response = await postSearch(request, signal);
    // A long answer is read (camelized, decoded) in the task it arrived in; it is stored and
    // drawn in the next, so neither is one long task with the other (1,000 results: issue 46).
    await nextTask();
    return { response, request };
  },
);

/**
 * Entering the page or changing its URL: metadata first, then the route's criteria, then a search
 * when they ask for something new (or always, with `force`, when the page is first shown).
 * Resolves to the address of the results on show when no search was needed (a bare /search
 * that matches them), so the caller can put it back in the address bar; else null.
 */
export const searchFromRoute = createAppAsyncThunk<
  string | null,
  { criteria: RouteCriteria; force: boolean }
>('search/searchFromRoute', async ({ criteria, force }, { dispatch, getState }) => {
  await dispatch(fetchMetadata());
  dispatch(routeEntered(resolveRoutePlace(criteria, getState().metadata.metros)));
  const { search } = getState();
  if (force || search.lastKey !== searchKeyOf(search) || search.status === 'idle') {
    await dispatch(fetchSearchResults());
    return null;
  }
  if (search.status !== 'succeeded') return null;
  return buildSearchUrl(
    search.urlFriendlyCity,
    search.urlFriendlyState,
    selectUrlFilters(getState()),
  );
});

function clearEstimate(state: SearchState) {
  if (state.sortOrder === 'estimate') state.sortOrder = 'featured';
  state.plan = null;
  state.planLink = null;
  state.planNote = null;
  state.costs = '';
}

function areaOf({ request, response }: SearchPayload): SearchedArea {
  const city = response.city || request.city;
  const state = response.state || request.state;
  return request.zip
    ? { mode: 'zip', zip: request.zip, within: request.zipRange, city, state }
    : { mode: 'city', city, state };
}

export const searchSlice = createSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {
    /**
     * Applies a URL. A route city or state clears the zip filter and resets the radius (spec 2);
     * the query string the app itself writes then restores the filters of a shared link.
     */
    routeEntered(state, { payload }: PayloadAction<RouteCriteria>) {
      const fromPath = Boolean(payload.city || payload.state);
      if (fromPath) {
        state.departureCity = payload.city ?? '';
        state.departureState = payload.state ?? '';
        state.filterZip = '';
        state.filterZipWithin = DEFAULT_ZIP_RADIUS;
      }
      if (payload.zip) {
        state.filterZip = payload.zip;
        state.filterZipWithin = payload.within ?? DEFAULT_ZIP_RADIUS;
      }
      // With a path the query is the whole story; a bare /search keeps this visit's filters.
      if (fromPath || payload.amenities) state.filterAmenities = payload.amenities ?? [];
      if (fromPath || payload.busType) state.busTypeSelected = payload.busType ?? null;
      if (fromPath || payload.people) state.numberOfPeople = payload.people ?? null;
      if (fromPath || payload.trip) state.tripType = payload.trip ?? null;
      if (fromPath || payload.estimate) state.estimate = payload.estimate ?? null;
      if (fromPath || payload.sort) state.sortOrder = payload.sort ?? 'featured';
      if (fromPath || payload.costs) state.costs = payload.costs ?? '';
      const link = payload.plan ?? null;
      // A plan the address names again (Back, a bare /search) stays as it is.
      if ((fromPath || link) && JSON.stringify(link) !== JSON.stringify(state.planLink)) {
        state.plan = null;
        state.planLink = link;
        state.planNote = null;
      }
      if (state.estimate === null) clearEstimate(state);
    },
    /** The trip estimate set or cleared (null); clearing it drops the sort and plan with it. */
    estimateChanged(state, { payload }: PayloadAction<EstimateInputs | null>) {
      state.estimate = payload;
      if (payload === null) clearEstimate(state);
    },
    /**
     * The planner's Show Estimates, or a plan looked up or measured again (tripPlan/planSync):
     * the estimate, the plan it was made from (null: typed by hand only), the plan's trip type
     * (the search's own; null: unchanged) and a note on what a link lost.
     */
    tripPlanned(
      state,
      {
        payload,
      }: PayloadAction<{
        estimate: EstimateInputs;
        plan: TripPlan | null;
        /** The plan's address form (tripPlan/planLink.ts linkOf). */
        link: PlanLink | null;
        tripType: number | null;
        note: string | null;
        /** The all-in estimate's assumptions (absent: as they are). */
        costs?: string;
      }>,
    ) {
      state.estimate = payload.estimate;
      if (payload.costs !== undefined) state.costs = payload.costs;
      state.plan = payload.plan;
      state.planLink = payload.link;
      state.planNote = payload.note;
      if (payload.tripType !== null) state.tripType = payload.tripType;
    },
    /** A sort by estimate waits for an estimate; the nearest base first needs none. */
    sortOrderChanged(state, { payload }: PayloadAction<SortOrder>) {
      state.sortOrder = payload === 'estimate' && state.estimate === null ? 'featured' : payload;
    },
    /** The companies' distances from the departure, measured for the answer on show. */
    basesLocated(state, { payload }: PayloadAction<BaseDistances>) {
      state.bases = payload;
    },
    /**
     * The planner's place data (or its code) could not load: no company of the answer on show is
     * measured, nor a plan from the address looked up, which makes the figures final (issue 47).
     */
    placeDataFailed(state, { payload: from }: PayloadAction<string>) {
      if (state.status !== 'succeeded') return;
      const distances = state.unfilteredResults.map(() => null);
      state.bases = { requestId: state.requestId ?? null, from, distances, failed: true };
    },
    /** Depart From's Refine Search: a zip and radius, or else a city and state. */
    departureRefined(
      state,
      { payload }: PayloadAction<{ city: string; state: string; zip: string; within: ZipRange }>,
    ) {
      if (payload.zip) {
        state.filterZip = payload.zip;
        state.filterZipWithin = payload.within;
      } else {
        state.departureCity = payload.city;
        state.departureState = payload.state;
        state.filterZip = '';
        state.filterZipWithin = DEFAULT_ZIP_RADIUS;
      }
    },
    /** Amenities' Refine Search. */
    amenitiesRefined(state, { payload }: PayloadAction<number[]>) {
      state.filterAmenities = [...new Set(payload)].sort((a, b) => a - b);
    },
    busTypeFilterChanged(state, { payload }: PayloadAction<number | null>) {
      state.busTypeSelected = payload;
    },
    detailsOpened(state, { payload }: PayloadAction<number>) {
      state.selectedResultIndex = payload;
      state.modals.details = true;
    },
    /** Closing the details resets the selected result (spec 4). */
    detailsClosed(state) {
      state.modals = closedModals;
      state.selectedResultIndex = null;
      state.selectedBusResultId = null;
    },
    reviewsOpened(state, { payload }: PayloadAction<number>) {
      state.selectedResultIndex = payload;
      state.modals.reviews = true;
    },
    /** Closing the reviews keeps the selected result while the details are open (spec 4). */
    reviewsClosed(state) {
      state.modals.reviews = false;
      if (!state.modals.details) state.selectedResultIndex = null;
    },
    amenitiesOpened(state, { payload }: PayloadAction<number>) {
      state.selectedBusResultId = payload;
      state.modals.amenities = true;
    },
    amenitiesClosed(state) {
      state.modals.amenities = false;
      state.selectedBusResultId = null;
      if (!state.modals.details) state.selectedResultIndex = null;
    },
    messageOpened(state) {
      state.modals.message = true;
    },
    messageClosed(state) {
      state.modals.message = false;
      if (!state.modals.details) state.selectedResultIndex = null;
    },
  },
  extraReducers: (builder) => {
    addRequestCases(builder, fetchSearchResults, (state) => state, {
      latestOnly: true,
      pending: (state) => {
        state.lastKey = searchKeyOf(state);
      },
      fulfilled: (state, { payload }) => {
        const { response } = payload;
        const area = areaOf(payload);
        // Frozen before it is stored, deeply only in development: Immer then stops at it instead
        // of walking 1,000 results object by object (100 ms of one task at 4x CPU, issue 46; as
        // Immer's own performance notes advise). Development and the tests still catch a
        // mutation of any result.
        state.unfilteredResults = freeze(response.results, import.meta.env.DEV);
        state.busTypes = response.busTypes;
        state.availableAmenities = response.availableAmenities;
        state.searched = area;
        state.departureCity = area.city;
        state.departureState = area.state;
        state.urlFriendlyCity = response.urlFriendlyCity || slugify(area.city);
        state.urlFriendlyState = response.urlFriendlyState || area.state.toLowerCase();
        if (response.latitude !== null && response.longitude !== null) {
          state.latitude = response.latitude;
          state.longitude = response.longitude;
        }
        if (!response.busTypes.some((type) => type.id === state.busTypeSelected)) {
          state.busTypeSelected = null;
        }
        state.modals = closedModals;
        state.selectedResultIndex = null;
        state.selectedBusResultId = null;
      },
      rejected: (state) => {
        state.unfilteredResults = [];
        state.modals = closedModals;
        state.selectedResultIndex = null;
        state.selectedBusResultId = null;
      },
    });
  },
});

export const {
  routeEntered,
  departureRefined,
  amenitiesRefined,
  busTypeFilterChanged,
  estimateChanged,
  tripPlanned,
  sortOrderChanged,
  basesLocated,
  placeDataFailed,
  detailsOpened,
  detailsClosed,
  reviewsOpened,
  reviewsClosed,
  amenitiesOpened,
  amenitiesClosed,
  messageOpened,
  messageClosed,
} = searchSlice.actions;
