import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { persistStore } from 'redux-persist';
import { PERSIST_KEY_PREFIX } from '@/app/persist';
import { SEARCH_PERSIST_VERSION } from '@/features/search/persistedSearch';
import { makeStore } from '@/app/store';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import {
  answerSearch,
  cardTitles,
  recordPosts,
  renderSearch,
  searchState,
  wireResult,
  wireSearch,
} from '../../../features/search/fixtures';
import { renderRoute } from '../../../utils/renderWithProviders';

const three = wireSearch([
  wireResult(11, 'Alpha Coaches'),
  wireResult(12, 'Bravo Bus'),
  wireResult(13, 'Charlie Charters'),
]);

const SEARCH_KEY = `${PERSIST_KEY_PREFIX}search`;

async function persistedStore() {
  const store = makeStore();
  const persistor = persistStore(store);
  await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
  return { store, persistor };
}

describe('Search page: loading and texts', () => {
  it('shows Searching while the search runs, then the heading and the progress bar at 33%', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(apiUrl('/search'), async () => {
        await held;
        return HttpResponse.json(three);
      }),
    );
    renderRoute('/search/dallas/tx');
    // The first status may be the lazy page's own Loading...; wait for the search's.
    expect(await screen.findByText('Searching')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bus Quote Search Results' })).toBeNull();
    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bus Quote Search Results' }),
    ).toBeInTheDocument();
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '33');
    for (const step of ['Quote Search', 'Review Information', 'Confirmation']) {
      expect(screen.getByText(step)).toBeInTheDocument();
    }
    expect(screen.queryByText('Searching')).toBeNull();
  });

  it('fetches metadata before it searches', async () => {
    const order: string[] = [];
    server.use(
      http.get(apiUrl('/metadata'), () => {
        order.push('metadata');
      }),
      http.post(apiUrl('/search'), () => {
        order.push('search');
      }),
    );
    await renderSearch('/search/dallas/tx');
    expect(order).toEqual(['metadata', 'search']);
  });

  it('names the city service area and counts the results: "Viewing 3 Results"', async () => {
    answerSearch(three);
    await renderSearch('/search/dallas/tx');
    expect(
      screen.getByText('Results in the Dallas, TX bus charter service area'),
    ).toBeInTheDocument();
    expect(screen.getByText('Viewing 3 Results')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Alpha Coaches', 'Bravo Bus', 'Charlie Charters']);
  });

  it('says "Viewing 1 Result" for one', async () => {
    answerSearch(wireSearch([wireResult(11, 'Alpha Coaches')]));
    await renderSearch('/search/dallas/tx');
    expect(screen.getByText('Viewing 1 Result')).toBeInTheDocument();
  });

  it('names the zip and radius of a zip search', async () => {
    const requests = answerSearch(three);
    await renderSearch('/search/dallas/tx?zip=75201&within=100');
    expect(screen.getByText('Results within 100 miles of zip code 75201')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ zip: '75201', zip_range: 100, city: '', state: '' });
  });

  it('shows "Viewing 0 Results" and no cards for an empty answer', async () => {
    answerSearch(wireSearch([]));
    await renderSearch('/search/dallas/tx');
    expect(screen.getByText('Viewing 0 Results')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('sends the search fields of the contract', async () => {
    const requests = recordPosts('/search');
    await renderSearch('/search/dallas/tx?people=45&trip=2');
    expect(requests[0]).toEqual({
      number_of_people: 45,
      trip_type: 2,
      freeform_location: '',
      city: 'Dallas',
      state: 'TX',
      amenities: [],
      zip: '',
      zip_range: 50,
    });
  });
});

describe('Search page: what a search engine reads', () => {
  it('names the searched place in the title and description, with the path as canonical URL', async () => {
    server.use(http.post(apiUrl('/search'), () => HttpResponse.json(three)));
    const description = () =>
      document.head.querySelector('meta[name="description"]')?.getAttribute('content');
    const canonical = () => document.head.querySelector('link[rel="canonical"]');
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'The site description.';
    document.head.append(meta);
    const { unmount } = renderRoute('/search/Dallas/TX?type=2&sort=featured&zip=75201');
    await waitFor(() =>
      expect(document.title).toBe('Charter Buses in Dallas, TX | Bus Charter Quotes'),
    );
    expect(description()).toMatch(/^Compare charter bus companies serving Dallas, TX/);
    // The filters and the sort vary per visit: the canonical URL is the place's path alone.
    expect(canonical()).toHaveAttribute('href', `${window.location.origin}/search/dallas/tx`);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    unmount();
    expect(canonical()).toBeNull();
    expect(description()).toBe('The site description.');
    meta.remove();
  });
});

describe('Search page: route, URL and saved state', () => {
  it('rewrites the URL to the url-friendly city and state returned, replacing the entry', async () => {
    const requests = recordPosts('/search');
    const { router } = await renderSearch('/search/Fort%20Worth/TX');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/fort-worth/tx'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ city: 'Fort Worth', state: 'TX' });
    expect(
      screen.getByText('Results in the Fort Worth, TX bus charter service area'),
    ).toBeInTheDocument();
  });

  it('a route city and state clear the zip filter and reset the radius to 50', async () => {
    const requests = recordPosts('/search');
    await renderSearch('/search/austin/tx', {
      preloadedState: {
        search: searchState({ filterZip: '75201', filterZipWithin: 150 }),
      },
    });
    expect(requests[0]).toMatchObject({ city: 'Austin', state: 'TX', zip: '', zip_range: 50 });
  });

  it('without a route city, searches the saved departure and keeps its zip filter', async () => {
    const requests = recordPosts('/search');
    const { router } = await renderSearch('/search', {
      preloadedState: {
        search: searchState({ departureCity: 'Waco', departureState: 'TX' }),
      },
    });
    expect(requests[0]).toMatchObject({ city: 'Waco', state: 'TX', zip: '' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/waco/tx'));
  });

  it('with nothing saved, the server picks the place and the URL follows it', async () => {
    const requests = recordPosts('/search');
    const { router } = await renderSearch('/search');
    expect(requests[0]).toMatchObject({ city: '', state: '', zip: '' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/dallas/tx'));
  });

  it("the header's Find a Bus (/search) keeps the results and puts their address back", async () => {
    const requests = recordPosts('/search');
    const { router, user } = await renderSearch('/search/fort-worth/tx?amenities=2');
    await user.click(screen.getByRole('link', { name: 'Find a Bus' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/search/fort-worth/tx?amenities=2',
      ),
    );
    expect(requests).toHaveLength(1);
    expect(
      screen.getByText('Results in the Fort Worth, TX bus charter service area'),
    ).toBeInTheDocument();
  });

  it('starts from the persisted departure and persists only the departure and the trip', async () => {
    window.localStorage.setItem(
      SEARCH_KEY,
      JSON.stringify({
        departureCity: JSON.stringify('Tyler'),
        departureState: JSON.stringify('TX'),
        latitude: '32.3513',
        longitude: '-95.3011',
        _persist: JSON.stringify({ version: SEARCH_PERSIST_VERSION, rehydrated: true }),
      }),
    );
    const requests = recordPosts('/search');
    const { store, persistor } = await persistedStore();
    const first = await renderSearch('/search', { store });
    expect(requests[0]).toMatchObject({ city: 'Tyler', state: 'TX' });
    first.unmount();

    await renderSearch('/search/houston/tx', { store });
    await screen.findByText('Results in the Houston, TX bus charter service area');
    await act(() => persistor.flush());
    const saved = JSON.parse(window.localStorage.getItem(SEARCH_KEY) ?? '{}') as Record<
      string,
      string
    >;
    expect(Object.keys(saved).sort()).toEqual(
      [
        '_persist',
        'departureCity',
        'departureState',
        'latitude',
        'longitude',
        // The trip planned on the search, for /review (persistedSearch.ts): none here.
        'costs',
        'estimate',
        'numberOfPeople',
        'plan',
        'planLink',
        'tripType',
      ].sort(),
    );
    expect(JSON.parse(saved.plan ?? '')).toBeNull();
    expect(JSON.parse(saved.departureCity ?? '')).toBe('Houston');
    expect(JSON.parse(saved.latitude ?? '')).toBeCloseTo(29.76, 1);
  });

  it('drops persisted search data of the wrong shape', async () => {
    window.localStorage.setItem(
      SEARCH_KEY,
      JSON.stringify({
        departureCity: JSON.stringify(42),
        departureState: JSON.stringify('TX'),
        _persist: JSON.stringify({ version: SEARCH_PERSIST_VERSION, rehydrated: true }),
      }),
    );
    const { store } = await persistedStore();
    expect(store.getState().search.departureCity).toBe('');
  });

  it('a copied link keeps its filters: bus type, amenities, zip and radius', async () => {
    const requests = answerSearch(
      wireSearch([
        wireResult(11, 'Alpha Coaches'),
        wireResult(12, 'Minibus Only', {
          busResults: [{ id: 120, bus_type: 'Minibus', quantity: 1, seats: 28 }],
        }),
      ]),
    );
    const { router } = await renderSearch(
      '/search/dallas/tx?zip=75201&within=150&amenities=2,1&type=2',
    );
    expect(requests[0]).toMatchObject({ zip: '75201', zip_range: 150, amenities: [1, 2] });
    expect(cardTitles()).toEqual(['Minibus Only']);
    expect(screen.getByRole('button', { name: 'Bus Types: Minibus' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Amenities (2)' })).toBeInTheDocument();
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/search/dallas/tx?zip=75201&within=150&amenities=1,2&type=2',
      ),
    );
    expect(requests).toHaveLength(1);
  });
});

describe('Search page: failure and long lists', () => {
  it('a failed search shows no message; the filters stay usable and Search Again retries', async () => {
    let fail = true;
    server.use(
      http.post(apiUrl('/search'), () =>
        fail
          ? HttpResponse.json({ error_message: 'Boom' }, { status: 500 })
          : HttpResponse.json(three),
      ),
    );
    const { user } = renderRoute('/search/dallas/tx');
    const retry = await screen.findByRole('button', { name: 'Search Again' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Boom|problem/i)).toBeNull();
    expect(screen.getByRole('button', { name: /Depart From/ })).toBeEnabled();
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('Viewing 3 Results')).toBeInTheDocument();
  });

  it('shows 20 cards at a time; Show More Results adds the next ones and moves focus to them', async () => {
    answerSearch(
      wireSearch(Array.from({ length: 45 }, (_, i) => wireResult(100 + i, `Company ${i + 1}`))),
    );
    const { user } = await renderSearch('/search/dallas/tx');
    expect(screen.getByText('Viewing 45 Results')).toBeInTheDocument();
    // The first cards come at once, the rest of the page right after (ResultList's transition).
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    expect(screen.getByText('Showing 20 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show More Results' }));
    expect(screen.getAllByRole('article')).toHaveLength(40);
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Company 21'));
    await user.click(screen.getByRole('button', { name: 'Show More Results' }));
    expect(screen.getAllByRole('article')).toHaveLength(45);
    expect(screen.queryByRole('button', { name: 'Show More Results' })).toBeNull();
  });

  it('a sample result gets a location header and no quote button', async () => {
    answerSearch(wireSearch([wireResult(0, '', { company: { city: 'Waco', state: 'TX' } })]));
    await renderSearch('/search/waco/tx');
    const sample = screen.getByRole('article', { name: 'Bus Charter Service in Waco, TX' });
    expect(within(sample).queryByRole('button', { name: 'Add To Quote Request' })).toBeNull();
    expect(within(sample).getByRole('button', { name: 'More Details' })).toBeInTheDocument();
  });
});

describe('Search page: metadata failure', () => {
  it('still searches when metadata fails, with no message', async () => {
    server.use(http.get(apiUrl('/metadata'), () => HttpResponse.json({}, { status: 500 })));
    const requests = recordPosts('/search');
    await renderSearch('/search/fort-worth/tx');
    // Without metadata the route's url-friendly city is sent as words; the server matches it.
    expect(requests[0]).toMatchObject({ city: 'fort worth', state: 'TX' });
    expect(
      screen.getByText('Results in the Fort Worth, TX bus charter service area'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
