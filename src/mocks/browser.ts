import { setupWorker } from 'msw/browser';
import type { DemoInfo } from '@/lib/demo';
import { DEMO_ACCOUNTS } from './db/seed';
import { resetDb } from './db/store';
import { handlers } from './handlers';

/** Starts the embedded demo API in a service worker; resolves once it answers. */
export async function startDemoApi(): Promise<DemoInfo> {
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  return { accounts: DEMO_ACCOUNTS, reset: resetDb };
}
