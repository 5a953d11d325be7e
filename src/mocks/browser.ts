import { setupWorker } from 'msw/browser';
import type { DemoInfo } from '@/lib/demo';
import { readItem } from '@/lib/storage';
import { DEMO_ACCOUNTS } from './db/seed';
import { resetDb } from './db/store';
import { handlers } from './handlers';
import { setLatency } from './http';
import { storageBlocked, withoutServiceWorker } from './storageAccess';

const OPTIONS = {
  onUnhandledRequest: 'bypass',
  quiet: true,
  serviceWorker: { url: '/mockServiceWorker.js' },
} as const;

/** localStorage key: 'off' answers the demo's calls at once. */
export const DEMO_LATENCY_KEY = 'demo-latency';

/**
 * Starts the embedded demo API in a service worker; resolves once it answers. When the browser
 * blocks storage (and with it service workers), the same handlers answer from inside the page
 * (fetch and XMLHttpRequest patched) and the database lives in memory: the demo runs and
 * forgets on reload. Photos drawn by the worker (/demo-photos/) are then not shown.
 */
export async function startDemoApi(): Promise<DemoInfo> {
  // The browser journeys (playwright.config.ts) set this: they wait on what they see, so the
  // 150-400 ms network feel per call only costs CI minutes. A visitor never has it.
  if (readItem('local', DEMO_LATENCY_KEY) === 'off') setLatency(false);
  if (storageBlocked()) withoutServiceWorker();
  try {
    await setupWorker(...handlers).start(OPTIONS);
  } catch {
    // Registration refused (privacy settings, an insecure origin): mock inside the page.
    withoutServiceWorker();
    await setupWorker(...handlers).start(OPTIONS);
  }
  return { accounts: DEMO_ACCOUNTS, reset: resetDb };
}
