import { i18n } from '@/lib/i18n/runtime';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { PersistPartial } from 'redux-persist/es/persistReducer';
import { initialSearchState, type SearchState } from '@/features/search/searchSlice';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderRoute } from '../../utils/renderWithProviders';

/** Search answers on the wire (snake_case, no envelope), built to the test's needs. */
type Wire = Record<string, unknown>;

export interface WireResultOptions {
  company?: Wire;
  photos?: string[];
  reviews?: Wire[];
  paymentTypes?: Wire;
  busResults?: Wire[];
}

export function wireBus(id: number, busType: string, overrides: Wire = {}): Wire {
  return {
    id,
    bus_type: busType,
    quantity: 2,
    seats: 56,
    years: '2019-2023',
    restroom: true,
    wifi: true,
    one_ten_volts: false,
    day_amount: 1650,
    mile_amount: 4.25,
    amenities: [
      { id: 1, name: 'Restroom', enabled: true },
      { id: 2, name: 'WiFi', enabled: true },
      { id: 7, name: 'DVD Player', enabled: false },
    ],
    ...overrides,
  };
}

export function wireResult(id: number, name: string, options: WireResultOptions = {}): Wire {
  return {
    company: {
      id,
      metro_id: 1,
      name,
      about: `${name} runs charters across North Texas.`,
      email: `quotes@${id}.example`,
      phone: '2145550142',
      website: `https://www.company${id}.example`,
      address: '1200 Commerce St',
      city: 'Dallas',
      state: 'TX',
      zip: '75202',
      us_dot_number: '1234567',
      us_dot_link: 'https://safer.fmcsa.dot.gov/query.asp?query_param=USDOT&query_string=1234567',
      licensing_and_insurance: '$5,000,000 combined single limit.',
      associations_and_certifications: 'UMA member; TMA member.',
      facebook_url: '',
      twitter_url: '',
      instagram_url: '',
      youtube_url: '',
      average_rating: 4.5,
      is_uma_member: false,
      hide_contact_us: false,
      ...options.company,
    },
    photos: (options.photos ?? []).map((url) => ({ url })),
    reviews: options.reviews ?? [],
    payment_types: {
      visa: true,
      mastercard: false,
      discover: false,
      paypal: false,
      check: false,
      ...options.paymentTypes,
    },
    bus_results: options.busResults ?? [wireBus(id * 10, 'Full Size')],
  };
}

export function wireSearch(results: Wire[], extra: Wire = {}): Wire {
  return {
    results,
    bus_types: [
      { id: 1, name: 'Full Size' },
      { id: 2, name: 'Minibus' },
    ],
    available_amenities: [
      { id: 1, name: 'Restroom' },
      { id: 2, name: 'WiFi' },
      { id: 3, name: '110v Outlets' },
    ],
    latitude: 32.7767,
    longitude: -96.797,
    city: 'Dallas',
    state: 'TX',
    url_friendly_city: 'dallas',
    url_friendly_state: 'tx',
    ...extra,
  };
}

/** Every body the page posts to `path`, in order; the request then goes on to the demo API. */
export function recordPosts(path: string): Wire[] {
  const bodies: Wire[] = [];
  server.use(
    http.post(apiUrl(path), async ({ request }) => {
      bodies.push((await request.clone().json()) as Wire);
      // Returning nothing hands the request to the next handler (the demo API).
    }),
  );
  return bodies;
}

/** The search answers with `body` (or what `answer` builds from the request). */
export function answerSearch(answer: Wire | ((request: Wire) => Wire)): Wire[] {
  const requests: Wire[] = [];
  server.use(
    http.post(apiUrl('/search'), async ({ request }) => {
      const body = (await request.json()) as Wire;
      requests.push(body);
      return HttpResponse.json(typeof answer === 'function' ? answer(body) : answer);
    }),
  );
  return requests;
}

/** Renders /search at `route` and waits for the results (or the retry after a failure). */
export async function renderSearch(route: string, options: Parameters<typeof renderRoute>[1] = {}) {
  const rendered = renderRoute(route, options);
  // The heading in the active language (a Spanish test renders the same page).
  await screen.findByRole('heading', {
    level: 1,
    name:
      i18n.locale === 'es-US'
        ? 'Resultados de la búsqueda de cotizaciones de autobús'
        : 'Bus Quote Search Results',
  });
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  return rendered;
}

/** The result cards on screen, by their heading. */
export function cardTitles(): string[] {
  return screen
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent ?? '');
}

export function card(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

/** The company's card once the list shows it: after a step that searches again. */
export function findCard(name: string): Promise<HTMLElement> {
  return screen.findByRole('article', { name });
}

/** A company with every detail the modals show. */
export function richResult(overrides: WireResultOptions = {}): Wire {
  return wireResult(11, 'Alpha Coaches', {
    photos: ['/demo-photos/coach-1.svg', '/demo-photos/coach-2.svg', '/demo-photos/coach-3.svg'],
    reviews: [
      {
        name: 'Coach Ramirez',
        title: 'Great trip to state finals',
        rating: 5,
        comment: 'Driver was early and the bus was spotless.',
        travelled_on: '2025-03-08',
        published_on: '2025-03-12',
        operator_response: 'Thank you, good luck next season!',
      },
      {
        name: 'Pat L.',
        title: 'Fine',
        rating: 3,
        comment: 'Late pickup.',
        travelled_on: '2025-01-02',
        published_on: '2025-01-05',
        operator_response: null,
      },
    ],
    paymentTypes: { visa: true, mastercard: true, discover: false, paypal: true, check: true },
    busResults: [
      wireBus(100, 'all', { quantity: 9, seats: 99 }),
      wireBus(101, 'Full Size', { quantity: 6, seats: 56, years: '2019-2023' }),
      wireBus(102, 'Minibus', {
        quantity: 3,
        seats: 28,
        years: '2022',
        restroom: false,
        day_amount: 1125.5,
        mile_amount: 3,
      }),
    ],
    ...overrides,
    company: {
      average_rating: 4,
      is_uma_member: true,
      facebook_url: 'https://facebook.com/alpha',
      twitter_url: 'https://x.com/alpha',
      instagram_url: 'https://instagram.com/alpha',
      youtube_url: 'https://youtube.com/alpha',
      ...overrides.company,
    },
  });
}

/** A preloaded search slice (as the persisted reducer types it). */
export function searchState(overrides: Partial<SearchState>): SearchState & PersistPartial {
  return { ...initialSearchState, ...overrides, _persist: { version: 1, rehydrated: true } };
}

/**
 * A filter's panel, opened by its pill, once its form is there: Depart From's and Amenities' load
 * on their first opening (SearchFilters).
 */
export async function openFilterPanel(user: UserEvent, pill: string | RegExp) {
  await user.click(screen.getByRole('button', { name: pill }));
  const panel = screen.getByRole('region', { name: pill });
  await waitFor(() => expect(within(panel).queryByRole('status')).toBeNull());
  return panel;
}
