import { defineConfig } from '@playwright/test';

/**
 * The engine journeys of test/engines/firefox in Debian's firefox-esr, driven by Playwright over
 * WebDriver BiDi (the `moz-firefox` channel: Playwright's own patched Firefox is not installed).
 * No webServer: the engines' runner serves the demo build (`vite preview`) on ENGINES_ORIGIN.
 */
const ORIGIN = process.env.ENGINES_ORIGIN ?? 'http://127.0.0.1:4182';

export default defineConfig({
  testDir: 'test/engines/firefox',
  fullyParallel: false,
  // Two (a Firefox each): measured on 2 cores beside other runs, 40 journeys took 6.9 min with
  // two workers and 8.8 min with one, every one passing. Each test has its own context (and so
  // its own demo database), so tests never share state.
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: ORIGIN,
    viewport: { width: 1280, height: 900 },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'firefox',
      use: {
        browserName: 'firefox',
        channel: 'moz-firefox',
        launchOptions: {
          executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
          // prefers-reduced-motion: reduce (Bootstrap's fades off), as the Chromium journeys run.
          // Not `reducedMotion: 'reduce'`: Playwright 1.62 ignores it over BiDi.
          firefoxUserPrefs: { 'ui.prefersReducedMotion': 1 },
        },
      },
    },
  ],
});
