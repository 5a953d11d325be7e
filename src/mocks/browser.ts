import { setupWorker } from 'msw/browser';
import type { DemoInfo } from '@/lib/demo';
import { DEMO_ACCOUNTS } from './db/seed';
import { resetDb } from './db/store';
import { handlers } from './handlers';
import { storageBlocked, withoutServiceWorker } from './storageAccess';

const OPTIONS = {
  onUnhandledRequest: 'bypass',
  quiet: true,
  serviceWorker: { url: '/mockServiceWorker.js' },
} as const;

/**
 * Starts the embedded demo API in a service worker; resolves once it answers. When the browser
 * blocks storage (and with it service workers), the same handlers answer from inside the page
 * (fetch and XMLHttpRequest patched) and the database lives in memory: the demo runs and
 * forgets on reload. Photos drawn by the worker (/demo-photos/) are then not shown.
 */
export async function startDemoApi(): Promise<DemoInfo> {
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
