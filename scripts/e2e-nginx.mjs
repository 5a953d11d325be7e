#!/usr/bin/env node
/**
 * npm run test:nginx: the production site (deploy/nginx) in Chromium. Builds the app in demo
 * mode into dist-e2e (E2E_BUILT=dir serves a demo build already made; E2E_OUT to build
 * elsewhere), serves it with `npm run serve:prod` on E2E_NGINX_PORT (default 4181) and runs
 * playwright.nginx.config.ts: every header on every kind of answer, routing and 404s, the
 * precompressed files, a page that tries to frame the app, and one journey per tree failing on
 * any CSP violation. Extra arguments go to `playwright test`.
 *
 * The offline worker exists only in a build for a real API (scripts/apiBuild.mjs): a second
 * build, into E2E_API_OUT (default dist-e2e-api; API_BUILT=dir serves one already made), for the
 * demo API served over HTTP (scripts/demo-api-server.mjs on API_BUILD_PORT, 4188) and served by
 * nginx too (E2E_NGINX_API_PORT, 4182): its files' headers, and the app offline. A third, the
 * same with another BUILD_ID (E2E_API_NEXT_OUT), is the next deployment of update.spec.ts.
 *
 * The next deployment of that build, for the two-build update journey
 * (test/e2e/nginx/update.spec.ts): the same build with another BUILD_ID (E2E_NEXT_BUILD_ID,
 * default e2e-next), so its entry and the chunks that import it have other names, into
 * E2E_API_NEXT_OUT (default <E2E_API_OUT>-next; E2E_API_NEXT_BUILT=dir serves one already made,
 * made like the first with that BUILD_ID). The journey serves the first build through its own
 * nginx (E2E_NGINX_UPDATE_PORT, 4183, plus the Playwright worker's index), then puts an nginx
 * over the second in its place.
 *
 * Without nginx it says how to get it and skips (exit 0), except in CI (CI set), where a
 * missing nginx fails: .ci/run installs it.
 */
import { spawnSync } from 'node:child_process';
import { findChromium, HOW_TO_GET_CHROMIUM } from './chromium.mjs';
import { apiBuild, API_BUILD_PORT, buildForApi } from './apiBuild.mjs';
import { findNginx, HOW_TO_GET_NGINX } from './nginx.mjs';

if (!findNginx()) {
  console.error(HOW_TO_GET_NGINX);
  if (process.env.CI) {
    console.error('\nFAIL: CI must test the production site (nginx missing).');
    process.exit(1);
  }
  console.error('\nSKIPPED: the nginx tests (outside CI a missing nginx skips them).');
  process.exit(0);
}
const chrome = await findChromium();
if (!chrome) {
  console.error(HOW_TO_GET_CHROMIUM);
  process.exit(1);
}

// Demo mode whatever the developer's .env says: the journeys run on the embedded API.
const env = { ...process.env, CHROME_PATH: chrome, VITE_API_BASE_URL: '' };
const bin = (name) => `./node_modules/.bin/${name}`;

const prebuilt = process.env.E2E_BUILT;
const out = prebuilt ?? process.env.E2E_OUT ?? 'dist-e2e';
env.E2E_OUT = out;
if (!prebuilt) {
  const build = spawnSync(
    bin('vite'),
    ['build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit', env },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The build for a real API (the demo API over HTTP on API_BUILD_PORT, the offline worker on),
// made here or given (API_BUILT: CI makes it once for this run, npm run size and Lighthouse).
env.API_BUILD_PORT = String(API_BUILD_PORT);
env.E2E_API_OUT = apiBuild(process.env.E2E_API_OUT ?? 'dist-e2e-api');

// The next deployment: the same build for the same API, with another build id (update.spec.ts).
const nextPrebuilt = process.env.E2E_API_NEXT_BUILT;
const nextOut = nextPrebuilt ?? process.env.E2E_API_NEXT_OUT ?? `${env.E2E_API_OUT}-next`;
env.E2E_API_NEXT_OUT = nextOut;
env.E2E_NEXT_BUILD_ID = process.env.E2E_NEXT_BUILD_ID ?? 'e2e-next';
if (!nextPrebuilt) buildForApi(nextOut, { BUILD_ID: env.E2E_NEXT_BUILD_ID });

const run = spawnSync(
  bin('playwright'),
  ['test', '--config', 'playwright.nginx.config.ts', ...process.argv.slice(2)],
  { stdio: 'inherit', env },
);
process.exit(run.status ?? 1);
