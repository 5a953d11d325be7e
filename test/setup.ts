import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { FLUSH, PAUSE } from 'redux-persist';
import { afterAll, afterEach, beforeAll, inject, vi } from 'vitest';
// The traveller's slices join the store with their screens' layout (a lazy chunk in the app):
// in tests they are there from the start, so a test can give them a preloaded state.
import '@/app/routes/traveller/TravellerState';
// The operator login's calls are imported on demand (a cached chunk in a browser): loaded here,
// their requests start when the app asks, not a module transform later, when the next test's
// session may be the one the API client sends.
import '@/features/auth/operatorApi';
import { rootReducer } from '@/app/rootReducer';
import { registerSession } from '@/lib/apiClient';
import { setDemoInfo } from '@/lib/demo';
import { activateEnglish } from '@/lib/i18n/activate';
import { pinDemoClock } from '@/mocks/clock';
import { DEMO_ACCOUNTS } from '@/mocks/db/seed';
import { primeSeed, resetDb } from '@/mocks/db/store';
import { setLatency } from '@/mocks/http';
import { server } from '@/mocks/node';
import { TEST_CLOCK } from './seedClock';

// happy-dom follows a download link as a navigation (to about:blank, for an object URL), which
// a browser never does: the page's address would stay broken for the next files of the worker.
const PAGE_URL = window.location.href;
// (This file runs again for each test file of a worker, on the same window: added once.)
const DOWNLOADS_STAY = Symbol.for('test:downloadsStay');
if (!Reflect.has(window, DOWNLOADS_STAY)) {
  Reflect.set(window, DOWNLOADS_STAY, true);
  window.addEventListener('click', (event) => {
    if (event.target instanceof HTMLAnchorElement && event.target.hasAttribute('download'))
      event.preventDefault();
  });
}
/** happy-dom's own API on its window, to put the address back. */
const happyDom = (window as unknown as { happyDOM?: { setURL(url: string): void } }).happyDOM;

// happy-dom's IntersectionObserver never reports: without one, a LazySection loads at once, as
// in a browser that has none (test/components/layout/LazySection.test.tsx gives it a fake one).
Reflect.deleteProperty(globalThis, 'IntersectionObserver');

// findBy/waitFor wait for what the user would see. A lazy chunk's first load can take seconds
// when two cores run several jsdom workers, and longer with the whole run on one core (a search
// after Back once took more than 5 s there): the limit is for a wait that will never end, and a
// passing wait ends at once.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => {
  // The app's messages in English (main.tsx does it before the first render).
  activateEnglish();
  setLatency(false);
  // The seed is dated from the demo clock: a fixed day gives every run the same data.
  pinDemoClock(TEST_CLOCK);
  primeSeed(inject('demoSeed'));
  // The tests run the app in demo mode, as npm start does.
  setDemoInfo({ accounts: DEMO_ACCOUNTS, reset: resetDb });
  server.listen({ onUnhandledRequest: 'error' });
  // jsdom has no layout: scrolling is a no-op rather than a "not implemented" error.
  window.scrollTo = vi.fn();
});

// Test files share their worker's modules and DOM (build/vitest.ts: no isolation): each test
// leaves the page as it found it.
afterEach(async () => {
  cleanup();
  // The page is gone: a call of it still on its way (refused, now that the database is reset)
  // must not end a session or raise a toast in the next test.
  registerSession({ getToken: () => null, onUnauthorized: () => undefined });
  // Spies on shared objects (vi.spyOn) end with their test: test files share modules.
  vi.restoreAllMocks();
  vi.useRealTimers();
  server.resetHandlers();
  resetDb();
  // redux-persist keeps one writer per persisted reducer, and those reducers are modules every
  // store of the worker shares: a write the last test's store still had queued would land in
  // the next test's storage (over a draft it seeded). Written now, then paused until the next
  // store's PERSIST, before the storage is emptied.
  const writes: unknown[] = [];
  rootReducer(undefined, { type: FLUSH, result: (write: unknown) => writes.push(write) });
  await Promise.all(writes);
  rootReducer(undefined, { type: PAUSE });
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.title = '';
  // What a modal or the lightbox may leave on the page (a class, a style, inert, a portal).
  for (const element of [document.documentElement, document.body])
    for (const { name } of [...element.attributes])
      if (name !== 'lang') element.removeAttribute(name);
  document.body.replaceChildren();
  // A test that navigated the page away (about:blank) fails, and the next one starts at home.
  const left = window.location.origin === new URL(PAGE_URL).origin ? null : window.location.href;
  if (left !== null) happyDom?.setURL(PAGE_URL);
  window.history.replaceState(null, '', '/');
  // A toast raised with no container mounted waits in react-toastify's queue for the next one:
  // the next file's. Its import settles after any toast's own (notify imports it the same way).
  (await import('react-toastify')).toast.dismiss();
  // A test that switched language leaves the next one in English.
  activateEnglish();
  if (left !== null) throw new Error(`This test left the page's address at ${left}.`);
});

afterAll(() => {
  server.close();
});
