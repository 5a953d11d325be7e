import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, inject, vi } from 'vitest';
// The traveller's slices join the store with their screens' layout (a lazy chunk in the app):
// in tests they are there from the start, so a test can give them a preloaded state.
import '@/app/routes/traveller/TravellerState';
// The operator login's calls are imported on demand (a cached chunk in a browser): loaded here,
// their requests start when the app asks, not a module transform later, when the next test's
// session may be the one the API client sends.
import '@/features/auth/operatorApi';
import { setDemoInfo } from '@/lib/demo';
import { activateEnglish } from '@/lib/i18n/activate';
import { pinDemoClock } from '@/mocks/clock';
import { DEMO_ACCOUNTS } from '@/mocks/db/seed';
import { primeSeed, resetDb } from '@/mocks/db/store';
import { setLatency } from '@/mocks/http';
import { server } from '@/mocks/node';
import { TEST_CLOCK } from './seedClock';

// happy-dom's IntersectionObserver never reports: without one, a LazySection loads at once, as
// in a browser that has none (test/components/layout/LazySection.test.tsx gives it a fake one).
Reflect.deleteProperty(globalThis, 'IntersectionObserver');

// findBy/waitFor wait for what the user would see. A lazy chunk's first load can take seconds
// when two cores run several jsdom workers: give them that long (a passing wait ends at once).
configure({ asyncUtilTimeout: 5000 });

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

afterEach(() => {
  cleanup();
  // Spies on shared objects (vi.spyOn) end with their test: test files share modules.
  vi.restoreAllMocks();
  server.resetHandlers();
  resetDb();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.title = '';
  // A test that switched language leaves the next one in English.
  activateEnglish();
});

afterAll(() => {
  server.close();
});
