import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The WebKit smoke journeys (WebKitGTK's MiniBrowser through WebKitWebDriver under Xvfb), driven
 * by WebdriverIO: run by scripts/engines.mjs (`npm run test:engines -- webkit`). One browser
 * session for every file (WebKitWebDriver allows one), so one file at a time.
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
    retry: 0,
  },
});
