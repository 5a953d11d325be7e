import { defineConfig, devices } from '@playwright/test';
import { machineChromium } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4180);
const OUT = process.env.E2E_OUT ?? 'dist-e2e';
// The same demo build made with an analytics id, for the trip sheet's journeys in Chromium (what
// a cold browser sends, analytics included: test/e2e/analyticsStub.ts). scripts/e2e.mjs builds
// it; empty (test:engines) serves none.
const ANALYTICS_PORT = Number(process.env.E2E_ANALYTICS_PORT ?? PORT + 100);
const ANALYTICS_OUT = process.env.E2E_ANALYTICS_OUT ?? `${OUT}-analytics`;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Browser journeys against the production build (scripts/e2e.mjs builds dist-e2e first): every
 * journey in Chromium, the slow-device ones, and the journeys tagged @firefox in Firefox
 * (`npm run test:e2e` runs the two Chromium projects, `npm run test:engines` the firefox one).
 */
export default defineConfig({
  testDir: 'test/e2e',
  // The production server's own checks need nginx: playwright.nginx.config.ts runs them.
  testIgnore: 'nginx/**',
  fullyParallel: false,
  // Every test has its own browser context (and so its own demo database in that context's
  // storage), so tests never share state. Two workers a project (the machine has two cores),
  // three in all: the slow-device journeys spend most of their time waiting (a throttled CPU
  // sleeps, a slow network waits), so one of them runs beside the two Chromium workers.
  workers: 3,
  retries: 0,
  reporter: [['list']],
  // Measured on the 2-core machine with the whole run pinned to one core and the other busy
  // (load average 13): the longest journey took 66 s (the Spanish one at 375 px), against 10-30 s
  // idle. A time limit is for a journey stuck, not for a machine slow (issue 45).
  // And a step: the pinned one-core run of issue 46 waited more than 10 s for a new worker's
  // update notice (it precaches the whole site first) and for /review's form after a reload in
  // Firefox. Every step waits on what it sees; 30 s is for one that will never see it.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Transitions off (Bootstrap honours the setting): the journeys check what a screen settles
    // on, and every fade would otherwise be waited out, dialog by dialog, on two busy cores.
    // A context option in Playwright 1.62 (a `use` option of its own from 1.63).
    contextOptions: { reducedMotion: 'reduce' },
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // The scripts' choice (scripts/chromium.mjs), for a bare `npx playwright test` too; with
      // none on the machine, Playwright's own browser.
      executablePath: machineChromium() ?? undefined,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'chromium',
      workers: 2,
      use: { ...devices['Desktop Chrome'] },
      // The slow-device project's tests are its own (and nginx/ is the nginx config's). The ten
      // logins at 390 px are Firefox's (test:engines) and WebKit's: the same fixes, and 30-45 s
      // of CI's Chromium run.
      testIgnore: ['nginx/**', 'slow/**', 'loginPhone.spec.ts'],
    },
    {
      // Every control that acts on data, pressed the moment it is enabled, with Chromium's CPU
      // 6x slower and a Slow 4G network, set up through the DevTools protocol before the test
      // navigates (test/e2e/slow/slowDevice.ts). The demo's own 150-400 ms stays off, as in the
      // journeys: the network throttling gives each call its round trip (it is applied to the
      // demo API's service worker too, which every request passes through once it controls the
      // page), and the random wait on top would only lengthen the run and vary its timing.
      name: 'slow-device',
      testDir: 'test/e2e/slow',
      testIgnore: [],
      // One worker, beside the Chromium project's two; its tests one after the other.
      workers: 1,
      // Each press may wait for a chunk, a decode or a call at a sixth of the speed; on one busy
      // core (above) a portal login took 21 s to land and a journey 1.7 min (the traveller's
      // visit, then one test, ran past 3 min and is now two).
      timeout: 300_000,
      expect: { timeout: 45_000 },
      use: { ...devices['Desktop Chrome'] },
    },
    {
      // The journeys tagged @firefox, the same files, in Debian's firefox-esr driven over
      // WebDriver BiDi (the moz-firefox channel: Playwright's own patched Firefox is not
      // installed; Playwright 1.62, as 1.65 fails on emulation.setMediaFeaturesOverride).
      // Chosen so that each screen and step the Firefox journeys of test/engines checked is
      // still checked here (docs/browser-engines.md lists them). They type with helpers.ts's
      // typeInto, and fixtures.ts fails them on any error in the page.
      name: 'firefox',
      workers: 2,
      grep: /@firefox/,
      testIgnore: ['nginx/**', 'slow/**'],
      // Every step is a BiDi round trip to a whole Firefox: the planner journey took 58 s with
      // the machine's load average at 20 and ran past 90 s at 40; pinned to one core, the ten
      // phone logins ran past 180 s. Steps wait on what they see.
      timeout: 360_000,
      expect: { timeout: 45_000 },
      use: {
        browserName: 'firefox',
        channel: 'moz-firefox',
        viewport: { width: 1280, height: 720 },
        // prefers-reduced-motion: reduce (Bootstrap's fades off) as a Firefox preference:
        // Playwright 1.62 ignores the `reducedMotion` context option over BiDi.
        contextOptions: {},
        launchOptions: {
          executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
          firefoxUserPrefs: { 'ui.prefersReducedMotion': 1 },
        },
      },
    },
  ],
  webServer: [[OUT, PORT], ...(ANALYTICS_OUT ? [[ANALYTICS_OUT, ANALYTICS_PORT]] : [])].map(
    ([out, port]) => ({
      command: `./node_modules/.bin/vite preview --outDir ${out} --port ${port} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: false,
      timeout: 60_000,
    }),
  ),
});
