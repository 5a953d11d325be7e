import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The journeys in WebKit (WebKitGTK's MiniBrowser through WebKitWebDriver under Xvfb), driven by
 * WebdriverIO: `ENGINES_ORIGIN=http://127.0.0.1:4182 npx vitest run -c
 * test/engines/webkit/vitest.config.ts` against a `vite preview` of the demo build already
 * serving there. One browser session for every file (WebKitWebDriver allows one), so one file
 * at a time.
 */
export default defineConfig({
  root: resolve(import.meta.dirname, '../../..'),
  test: {
    name: 'webkit',
    include: ['test/engines/webkit/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/engines/webkit/globalSetup.ts'],
    setupFiles: ['test/engines/webkit/setup.ts'],
    fileParallelism: false,
    // One module graph for the files: WebdriverIO loaded and the session joined once.
    isolate: false,
    // A journey that hangs (a driver that stopped answering) fails instead of holding the run.
    testTimeout: 90_000,
    hookTimeout: 60_000,
    // No retry: every step waits on what the page shows, never on time.
    retry: 0,
  },
});
