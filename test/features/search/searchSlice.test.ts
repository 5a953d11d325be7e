import humps from 'humps';
import { http, HttpResponse } from 'msw';
import { makeStore } from '@/app/store';
import {
  amenitiesClosed,
  amenitiesOpened,
  busTypeFilterChanged,
  departureRefined,
  detailsClosed,
  detailsOpened,
  initialSearchState,
  messageClosed,
  messageOpened,
  reviewsClosed,
  reviewsOpened,
  routeEntered,
  fetchSearchResults,
  searchSlice,
  type SearchState,
} from '@/features/search/searchSlice';
import { busResultFor } from '@/features/search/resultView';
import { resolveRoutePlace, searchKeyOf } from '@/features/search/searchCriteria';
import { toSearchResponse } from '@/features/search/searchApi';
import { selectResults } from '@/features/search/selectors';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { answerSearch, wireBus, wireResult, wireSearch } from './fixtures';

const reduce = (state: SearchState, ...actions: Parameters<typeof searchSlice.reducer>[1][]) =>
  actions.reduce((current, action) => searchSlice.reducer(current, action), state);

const withZip: SearchState = {
  ...initialSearchState,
  departureCity: 'Austin',
  departureState: 'TX',
  filterZip: '78701',
  filterZipWithin: 150,
  filterAmenities: [2],
  busTypeSelected: 1,
};

describe('searchSlice: applying a URL', () => {
  it('a route city and state replace the departure, clear the zip and reset the radius to 50', () => {
    const state = reduce(withZip, routeEntered({ city: 'Dallas', state: 'TX' }));
    expect(state).toMatchObject({
      departureCity: 'Dallas',
      departureState: 'TX',
      filterZip: '',
      filterZipWithin: 50,
      filterAmenities: [],
      busTypeSelected: null,
    });
  });

  it("a link's own query restores its zip, radius, amenities and bus type", () => {
    const state = reduce(
      initialSearchState,
      routeEntered({
        city: 'Dallas',
        state: 'TX',
        zip: '75201',
        within: 100,
        amenities: [1],
        busType: 2,
      }),
    );
    expect(state).toMatchObject({
      filterZip: '75201',
      filterZipWithin: 100,
      filterAmenities: [1],
      busTypeSelected: 2,
    });
  });

  it('a bare /search keeps the saved departure and this visit’s filters', () => {
    const state = reduce(withZip, routeEntered({}));
    expect(state).toEqual(withZip);
  });

  it('Refine Search by city drops the zip; by zip keeps the departure', () => {
    const byCity = reduce(
      withZip,
      departureRefined({ city: 'Waco', state: 'TX', zip: '', within: 100 }),
    );
    expect(byCity).toMatchObject({ departureCity: 'Waco', filterZip: '', filterZipWithin: 50 });
    const byZip = reduce(
      withZip,
      departureRefined({ city: 'Waco', state: 'TX', zip: '76701', within: 10 }),
    );
    expect(byZip).toMatchObject({
      departureCity: 'Austin',
      filterZip: '76701',
      filterZipWithin: 10,
    });
  });

  it('keys a search by what it asks, the city in its url-friendly form', () => {
    const base = { ...initialSearchState, departureCity: 'Fort Worth', departureState: 'TX' };
    expect(searchKeyOf(base)).toBe(
      searchKeyOf({ ...base, departureCity: 'fort-worth', departureState: 'tx' }),
    );
    expect(searchKeyOf(base)).not.toBe(searchKeyOf({ ...base, filterAmenities: [1] }));
    // The bus type filters the loaded results: it is no new search.
    const withBusType: SearchState = { ...base, busTypeSelected: 3 };
    expect(searchKeyOf(base)).toBe(searchKeyOf(withBusType));
  });

  it("resolves a route's url-friendly place to the metro's spelling", () => {
    const metros = [
      { city: 'Fort Worth', state: 'TX' },
      { city: 'St. Louis', state: 'MO' },
    ];
    expect(resolveRoutePlace({ city: 'fort-worth', state: 'tx' }, metros)).toEqual({
      city: 'Fort Worth',
      state: 'TX',
    });
    expect(resolveRoutePlace({ city: 'st-louis', state: 'mo' }, metros)).toMatchObject({
      city: 'St. Louis',
    });
    expect(resolveRoutePlace({ city: 'new-town', state: 'nd' }, metros)).toEqual({
      city: 'new town',
      state: 'ND',
    });
  });
});

describe('searchSlice: modals and the selected result (spec 4)', () => {
  it('closing the details resets the selected result and closes what was over them', () => {
    const state = reduce(
      initialSearchState,
      detailsOpened(4),
      amenitiesOpened(77),
      messageOpened(),
      detailsClosed(),
    );
    expect(state.selectedResultIndex).toBeNull();
    expect(state.selectedBusResultId).toBeNull();
    expect(state.modals).toEqual({
      details: false,
      reviews: false,
      amenities: false,
      message: false,
    });
  });

  it('closing the reviews keeps the selected result while the details are open', () => {
    const overDetails = reduce(
      initialSearchState,
      detailsOpened(4),
      reviewsOpened(4),
      reviewsClosed(),
    );
    expect(overDetails).toMatchObject({
      selectedResultIndex: 4,
      modals: { details: true, reviews: false },
    });
    const alone = reduce(initialSearchState, reviewsOpened(2), reviewsClosed());
    expect(alone.selectedResultIndex).toBeNull();
  });

  it('closing the amenities or the message keeps the details open on the same result', () => {
    const state = reduce(
      initialSearchState,
      detailsOpened(1),
      amenitiesOpened(9),
      amenitiesClosed(),
      messageOpened(),
      messageClosed(),
    );
    expect(state).toMatchObject({
      selectedResultIndex: 1,
      selectedBusResultId: null,
      modals: { details: true },
    });
  });
});

describe('searchSlice: results', () => {
  const answer = wireSearch([
    wireResult(1, 'Only Full Size', { busResults: [wireBus(11, 'Full Size', { seats: 50 })] }),
    wireResult(2, 'Both', {
      busResults: [
        wireBus(21, 'All', { seats: 99 }),
        wireBus(22, 'Full Size', { seats: 56, restroom: false }),
        wireBus(23, 'minibus', { seats: 28 }),
      ],
    }),
  ]);

  it('filters the unfiltered results to companies with the selected bus type, case-insensitively', async () => {
    answerSearch(answer);
    const store = makeStore();
    await store.dispatch(fetchSearchResults());
    expect(selectResults(store.getState())).toHaveLength(2);
    store.dispatch(busTypeFilterChanged(2));
    expect(
      selectResults(store.getState()).map(({ result, index }) => [result.company.name, index]),
    ).toEqual([['Both', 1]]);
    expect(store.getState().search.unfilteredResults).toHaveLength(2);
  });

  it('shows the selected type on the card, the server summary row for all types, else a derived one', () => {
    const [first, second] = toSearchResponse(humps.camelizeKeys(answer)).results;
    if (!first || !second) throw new Error('fixture');
    expect(busResultFor(second, 'Full Size')).toMatchObject({ seats: 56, restroom: false });
    expect(busResultFor(second, null)).toMatchObject({ seats: 99 });
    expect(busResultFor(first, null)).toMatchObject({ busType: 'all', seats: 50, restroom: true });
    expect(busResultFor(first, 'Minibus')).toBeNull();
  });

  it('ignores an answer that arrives after a newer search started', async () => {
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let calls = 0;
    server.use(
      http.post(apiUrl('/search'), async () => {
        calls += 1;
        if (calls === 1) {
          await firstHeld;
          return HttpResponse.json(wireSearch([wireResult(1, 'Old')]));
        }
        return HttpResponse.json(wireSearch([wireResult(2, 'New')]));
      }),
    );
    const store = makeStore();
    const older = store.dispatch(fetchSearchResults());
    await store.dispatch(fetchSearchResults());
    releaseFirst();
    await older;
    expect(store.getState().search.status).toBe('succeeded');
    expect(store.getState().search.unfilteredResults.map((r) => r.company.name)).toEqual(['New']);
  });

  it('drops a selected bus type the new answer does not offer', async () => {
    answerSearch(answer);
    const store = makeStore();
    store.dispatch(busTypeFilterChanged(9));
    await store.dispatch(fetchSearchResults());
    expect(store.getState().search.busTypeSelected).toBeNull();
  });
});
