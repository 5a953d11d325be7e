#!/usr/bin/env node
/**
 * npm run test:e2e: builds the app in demo mode into dist-e2e, then runs Playwright in Chromium
 * against `vite preview` of that build: the two Chromium projects of playwright.config.ts, the
 * journeys and the slow-device one (`--project slow-device` for it alone). Its firefox project
 * (the journeys tagged @firefox) is npm run test:engines's, so it runs once in `npm test`; a
 * `--project` given here chooses instead (`--project firefox` runs it). Extra arguments go to
 * `playwright test`. With E2E_BUILT set to a folder already built in demo mode, that build is
 * served instead (no second build); the same for the build with an analytics id that the trip
 * sheet's journeys use (E2E_ANALYTICS_BUILT, else built into dist-e2e-analytics: demoBuilds.mjs).
 * With --nginx-next (npm test, which runs test:nginx next), the journeys tagged @nginx are left
 * to that run when it will happen (nginx found, or CI, where a missing nginx fails it): they
 * would otherwise run twice on the same build, about 25 s of CI.
 */
import { spawnSync } from 'node:child_process';
import { findChromium, HOW_TO_GET_CHROMIUM } from './chromium.mjs';
import { demoBuilds } from './demoBuilds.mjs';
import { findNginx } from './nginx.mjs';

const chrome = await findChromium();
if (!chrome) {
  console.error(HOW_TO_GET_CHROMIUM);
  process.exit(1);
}

// Demo mode whatever the developer's .env says: the journeys run on the embedded API.
const env = { ...process.env, CHROME_PATH: chrome, VITE_API_BASE_URL: '' };
const bin = (name) => `./node_modules/.bin/${name}`;

// E2E_OUT / E2E_PORT let several runs share a machine (each its own build and port).
// E2E_BUILT / E2E_ANALYTICS_BUILT name demo builds made just before (CI builds each once).
demoBuilds(env, process.env.E2E_BUILT ?? process.env.E2E_OUT ?? 'dist-e2e', ['--logLevel', 'warn']);

const args = process.argv.slice(2);
const nginxNext = args.includes('--nginx-next');
const rest = args.filter((arg) => arg !== '--nginx-next');
if (!rest.some((arg) => arg.startsWith('--project'))) {
  rest.unshift('--project', 'chromium', '--project', 'slow-device');
}
if (nginxNext && (findNginx() || process.env.CI)) rest.unshift('--grep-invert', '@nginx');

const run = spawnSync(bin('playwright'), ['test', ...rest], {
  stdio: 'inherit',
  env,
});
process.exit(run.status ?? 1);
