import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authPersistConfig, PERSIST_KEY_PREFIX } from '@/app/persist';
import type { AppStore } from '@/app/store';
import { env } from '@/config/env';
import { loggedOut, logIn } from '@/features/auth/authSlice';
import { DEFAULT_ZIP_RADIUS } from '@/config/constants';
import { earlyCalls, type EarlySettings } from '@/lib/early/earlyCalls';
import { EARLY_AUTH_KEY, EARLY_CALLS, EARLY_TIMEOUT_MS } from '@/lib/early/earlySettings';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { cardTitles, recordPosts, renderSearch } from '../features/search/fixtures';
import { persistedStore } from '../utils/persistedStore';
import { logRequests } from '../utils/requestLog';

/**
 * index.html's early calls (build/firstScreen.ts inlines earlyCalls.ts) against the app itself:
 * what the script sends must be exactly what the app would, or the app calls again. Each test
 * counts the requests the server saw.
 */
const settings: EarlySettings = {
  name: EARLY_CALLS,
  api: env.apiBaseUrl,
  authKey: EARLY_AUTH_KEY,
  radius: DEFAULT_ZIP_RADIUS,
  timeout: EARLY_TIMEOUT_MS,
};
const kept = () =>
  (window as unknown as Record<string, Record<string, unknown> | undefined>)[EARLY_CALLS];
const count = (paths: string[], path: string) =>
  paths.filter((item) => item === apiUrl(path)).length;

/** The address the inline script reads (the app's own router is a memory router here). */
function visit(address: string) {
  window.history.replaceState(null, '', address);
}

/**
 * The script run at `address`, then the app opened at `route` (the same, unless the test says
 * otherwise): the calls the script started (their keys), and how many metadata calls and
 * searches the server saw in all.
 */
async function openWithEarlyCalls(
  address: string,
  options: { route?: string; store?: AppStore } = {},
): Promise<{ started: string[]; metadata: number; searches: number }> {
  const requests = logRequests();
  visit(address);
  earlyCalls(settings);
  const started = Object.keys(kept() ?? {});
  await renderSearch(options.route ?? address, { store: options.store });
  requests.stop();
  const { paths } = requests;
  return { started, metadata: count(paths, '/metadata'), searches: count(paths, '/search') };
}

/** The photos the script fetched ahead (an Image each; happy-dom would really load them). */
let fetchedPhotos: string[] = [];
beforeEach(() => {
  fetchedPhotos = [];
  vi.stubGlobal(
    'Image',
    class {
      fetchPriority = '';
      set src(url: string) {
        fetchedPhotos.push(url);
      }
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, EARLY_CALLS);
  visit('/');
});

describe('the search page with the early calls', () => {
  it('takes the metadata and the search the script started: no call is made twice', async () => {
    expect(await openWithEarlyCalls('/search/seattle/wa')).toMatchObject({
      metadata: 1,
      searches: 1,
    });
    // Both were taken, once.
    expect(kept()).toEqual({});
    expect(cardTitles().length).toBeGreaterThan(0);
    // The first card's photo was asked for as soon as the answer named it.
    const first = screen.getAllByRole('article')[0];
    expect(fetchedPhotos).toEqual([within(first).getAllByRole('img')[0]?.getAttribute('src')]);
  });

  it('asks again when the metadata says its guess was wrong, and the app takes that answer', async () => {
    // The script searches before the metadata arrives, guessing the first trip type is 1.
    server.use(
      http.get(apiUrl('/metadata'), () =>
        HttpResponse.json({
          metros: [{ id: 1, city: 'Seattle', state: 'WA' }],
          trip_types: [
            { id: 2, name: 'Round Trip' },
            { id: 1, name: 'One Way' },
          ],
        }),
      ),
    );
    const requests = recordPosts('/search');
    visit('/search/seattle/wa');
    earlyCalls(settings);
    await renderSearch('/search/seattle/wa');
    // The app's search was answered by the second call, and the unused guess is gone with it:
    // it cannot answer a later search of the same place with these results.
    expect(requests.map((body) => body.trip_type)).toEqual([1, 2]);
    expect(kept()).toEqual({});
    expect(fetchedPhotos).toHaveLength(1);
  });

  it('calls again when the app asks for another search than the script guessed', async () => {
    // By the time the app runs, the address says Portland (the script's search is unused).
    expect(
      await openWithEarlyCalls('/search/seattle/wa', { route: '/search/portland/or' }),
    ).toMatchObject({ metadata: 1, searches: 2 });
    expect(cardTitles().length).toBeGreaterThan(0);
    expect(kept()).toEqual({});
  });

  it('leaves a search with filters in the address to the app', async () => {
    expect(await openWithEarlyCalls('/search/seattle/wa?amenities=1')).toMatchObject({
      started: [`GET ${apiUrl('/metadata')}  `],
      metadata: 1,
      searches: 1,
    });
  });

  it('makes its own call when the early one failed, and shows its answer', async () => {
    let failed = false;
    server.use(
      http.post(apiUrl('/search'), () => {
        if (failed) return undefined;
        failed = true;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    expect(await openWithEarlyCalls('/search/seattle/wa')).toMatchObject({ searches: 2 });
    expect(cardTitles().length).toBeGreaterThan(0);
  });

  it.each([true, false])(
    "sends a signed-in visitor's token, as the app does (Remember Me %s), and the app takes them",
    async (rememberMe) => {
      const { store, persistor } = await persistedStore();
      await store.dispatch(
        logIn({ email: 'traveller@demo.test', password: 'Travel2026!', rememberMe }),
      );
      await persistor.flush();
      expect(`${PERSIST_KEY_PREFIX}${authPersistConfig.key}`).toBe(EARLY_AUTH_KEY);
      const token = store.getState().auth.apiToken ?? '';
      expect(token).not.toBe('');
      const opened = await openWithEarlyCalls('/search/seattle/wa', { store });
      expect(opened).toMatchObject({ metadata: 1, searches: 1 });
      expect(opened.started[0]).toBe(`GET ${apiUrl('/metadata')} ${token} `);
      expect(kept()).toEqual({});

      // Signed out: the next visit's calls carry no token (a bare /search: the metadata alone).
      store.dispatch(loggedOut());
      await persistor.flush();
      visit('/search');
      earlyCalls(settings);
      const calls = kept() ?? {};
      expect(Object.keys(calls)).toEqual([`GET ${apiUrl('/metadata')}  `]);
      await Promise.all(Object.values(calls));
    },
  );

  it('leaves a malformed address to the app, and throws nothing (the hints after it still run)', async () => {
    visit('/search/%25zz%/wa');
    expect(() => earlyCalls(settings)).not.toThrow();
    // The metadata is asked for all the same; no search is guessed from an unreadable place.
    const calls = kept() ?? {};
    expect(Object.keys(calls)).toEqual([`GET ${apiUrl('/metadata')}  `]);
    await Promise.all(Object.values(calls));
  });

  it('starts nothing off the search', () => {
    visit('/subscribers/login');
    earlyCalls(settings);
    expect(kept()).toBeUndefined();
  });
});

describe('an early answer taken by the client', () => {
  it('is handed over in a task of its own, as a network answer is: not in the microtasks of the ask', async () => {
    const { default: axios } = await import('axios');
    const { takeEarlyCalls } = await import('@/lib/early/earlyResponses');
    const client = axios.create();
    takeEarlyCalls(client);
    (window as unknown as Record<string, unknown>)[EARLY_CALLS] = {
      'GET http://api.test/metadata  ': Promise.resolve({
        status: 200,
        text: '{"ok":true}',
        type: 'application/json',
      }),
    };
    let answered = false;
    const asked = client.get('http://api.test/metadata').then((response) => {
      answered = true;
      return response.data as unknown;
    });
    for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
    expect(answered).toBe(false);
    expect(await asked).toEqual({ ok: true });
  });
});
