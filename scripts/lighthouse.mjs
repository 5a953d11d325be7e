#!/usr/bin/env node
/**
 * npm run lighthouse: Lighthouse (mobile) on a screen of a production build made for a real API.
 * The demo handlers answer as that API (scripts/demo-api-server.mjs, another origin, CORS and
 * all), the build is served by `vite preview`, and Lighthouse runs through npx (about 180 MB on
 * first use; deliberately not a dependency) in the Chromium the browser tests use. Prints the
 * median scores and metrics of LIGHTHOUSE_RUNS runs (default 3) and fails under performance 95,
 * accessibility 100, best practices 100, SEO 100 (a public screen) or over 200 ms of total blocking time.
 *
 *   LIGHTHOUSE_ROUTE=/search/seattle/wa   the page to measure (a seeded metro: results, photos)
 *   LIGHTHOUSE_LOGIN=operator             audit it logged in as this demo account (scripts/
 *                                         demoLogin.mjs: operator, admin, setup1..5, ...)
 *   LIGHTHOUSE_RUNS=3                     runs (the median counts: one run can stall)
 *   LIGHTHOUSE_SERVER=nginx               serve through deploy/nginx (npm run serve:prod's server:
 *                                         its headers, precompressed files) instead of vite preview
 *   API_BUILT=dir                         serve that build for a real API (scripts/apiBuild.mjs)
 *                                         instead of building one
 *
 * Logged in: one Chromium is started with a debugging port; Playwright logs in through the
 * portal login over that port (Remember Me, so the login is in the profile's localStorage), and
 * Lighthouse audits in the same browser with its storage kept. The HTTP cache is emptied before
 * each run, so every run is cold, as a visitor's first visit.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, HOW_TO_GET_CHROMIUM } from './chromium.mjs';
import { apiBuild, API_BUILD_PORT } from './apiBuild.mjs';
import { apiEnv, startDemoApiServer } from './demo-api-server.mjs';
import { logInAs } from './demoLogin.mjs';
import { startNginx } from './nginx.mjs';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const BUILD_OUT = 'dist-lighthouse';
const ROUTE = process.env.LIGHTHOUSE_ROUTE ?? '/search/seattle/wa';
const LOGIN = process.env.LIGHTHOUSE_LOGIN ?? '';
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4195);
const DEBUG_PORT = Number(process.env.LIGHTHOUSE_DEBUG_PORT ?? 9333);
/** Least scores; SEO only for a public screen (robots.txt keeps crawlers out of accounts). */
const MIN = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  ...(LOGIN ? {} : { seo: 100 }),
};
const SERVER = process.env.LIGHTHOUSE_SERVER === 'nginx' ? 'nginx' : 'vite preview';
const MAX_TBT_MS = 200;
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'Speed Index',
};

const chrome = await findChromium({ browser: true });
if (!chrome) {
  console.error(HOW_TO_GET_CHROMIUM);
  process.exit(1);
}

// The build for a real API, made here or given (API_BUILT: CI makes it once), and the demo API
// on the port that build calls.
const OUT = apiBuild(BUILD_OUT);
const REPORTS = join(OUT, '.lighthouse');
const api = await startDemoApiServer({ port: API_BUILD_PORT });
let server = null;
let browser = null;
let code = 1;
try {
  console.log(`Demo API as a real one on ${api.origin}; serving ${OUT}, built against it`);
  // The API's values as the build has them (vite preview reads the config).
  const env = { ...process.env, ...apiEnv(api.origin), NODE_ENV: 'production' };
  server = await serve(env);
  const { origin } = server;
  console.log(`Serving ${OUT} with ${SERVER} on ${origin}`);
  if (LOGIN) browser = await loggedInBrowser(origin);

  mkdirSync(REPORTS, { recursive: true });
  const runs = [];
  for (let index = 1; index <= RUNS; index += 1) {
    const file = join(REPORTS, `run-${index}.json`);
    await browser?.coldCache();
    // Not spawnSync: the demo API answers from this process's event loop.
    const status = await run(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        `${origin}${ROUTE}`,
        ...(browser
          ? [`--port=${DEBUG_PORT}`, '--disable-storage-reset']
          : [`--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`]),
        `--only-categories=${Object.keys(MIN).join(',')}`,
        '--output=json',
        `--output-path=${file}`,
        '--quiet',
      ],
      { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CHROME_PATH: chrome } },
    );
    if (status !== 0) throw new Error(`lighthouse exited with ${status}`);
    const result = JSON.parse(readFileSync(file, 'utf8'));
    const landed = new URL(result.finalDisplayedUrl ?? result.finalUrl ?? origin).pathname;
    // A guard that sent Lighthouse elsewhere (no login) would score the wrong screen.
    if (LOGIN && landed !== ROUTE) throw new Error(`${ROUTE} went to ${landed}: not logged in?`);
    runs.push(summarize(result));
    const last = runs.at(-1);
    console.log(
      `  run ${index}: ${Object.keys(MIN)
        .map((category) => `${category} ${last[category]}`)
        .join(', ')}, LCP ${last.metrics.LCP}, TBT ${last.metrics.TBT} (CPU benchmark ` +
        `${last.benchmarkIndex}, os load ${loadavg()[0].toFixed(1)})`,
    );
  }
  code = report(runs);
} catch (error) {
  console.error(`FAIL: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await browser?.close();
  await server?.stop();
  await api.close();
}
process.exit(code);

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, options);
    child.on('error', reject);
    child.on('exit', (status) => resolve(status));
  });
}

async function waitFor(url) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** The build on PORT: `vite preview`, or nginx with the production site. */
async function serve(env) {
  if (SERVER === 'nginx') return startNginx({ root: OUT, port: PORT });
  const preview = spawn(
    './node_modules/.bin/vite',
    ['preview', '--outDir', OUT, '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
    { stdio: ['ignore', 'ignore', 'inherit'], env },
  );
  const origin = `http://127.0.0.1:${PORT}`;
  await waitFor(origin);
  return { origin, stop: async () => preview.kill() };
}

/**
 * A Chromium with a debugging port and its own profile, logged in as LOGIN through the portal
 * login. `coldCache` empties its HTTP cache (the login in localStorage stays) before a run.
 */
async function loggedInBrowser(origin) {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
  const child = spawn(
    chrome,
    [
      '--headless=new',
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await waitFor(`http://127.0.0.1:${DEBUG_PORT}/json/version`);
  /** A short Playwright connection: left attached, it would instrument Lighthouse's tab too. */
  const withBrowser = async (use) => {
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`);
    try {
      const page = await cdp.contexts()[0].newPage();
      await use(page);
      await page.close();
    } finally {
      await cdp.close();
    }
  };
  await withBrowser(async (page) => {
    const landed = await logInAs(page, origin, LOGIN);
    console.log(`Logged in as ${LOGIN} (landed on ${landed})`);
  });
  return {
    coldCache: () =>
      withBrowser(async (page) => {
        const session = await page.context().newCDPSession(page);
        await session.send('Network.clearBrowserCache');
      }),
    close: async () => {
      // It may be gone already (Playwright's last disconnect can close it).
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill();
        await exited;
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

function summarize(result) {
  const score = (id) => Math.round((result.categories[id]?.score ?? 0) * 100);
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([id, name]) => [name, result.audits[id]?.displayValue ?? '?']),
  );
  // Lighthouse 13 names the LCP element in its LCP breakdown insight.
  const lcpNode = result.audits['lcp-breakdown-insight']?.details?.items?.find(
    (item) => item.type === 'node',
  );
  const failed = Object.values(result.audits)
    .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
    .map((audit) => audit.id);
  return {
    ...Object.fromEntries(Object.keys(MIN).map((category) => [category, score(category)])),
    tbtMs: result.audits['total-blocking-time']?.numericValue ?? Number.POSITIVE_INFINITY,
    scripts: (result.audits['network-requests']?.details?.items ?? []).filter(
      (item) => item.resourceType === 'Script',
    ).length,
    metrics,
    lcpElement: lcpNode?.snippet ?? '?',
    benchmarkIndex: result.environment?.benchmarkIndex,
    failed,
  };
}

function report(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  const who = LOGIN ? `, logged in as ${LOGIN}` : '';
  console.log(
    `\nLighthouse (mobile) on ${ROUTE}${who}, served by ${SERVER}, median of ${runs.length}:`,
  );
  for (const [category, min] of Object.entries(MIN)) {
    console.log(`  ${category.padEnd(14)} ${median[category]} (min ${min})`);
  }
  for (const [name, value] of Object.entries(median.metrics)) {
    console.log(`  ${name.padEnd(14)} ${value}`);
  }
  console.log(`  scripts        ${median.scripts}`);
  console.log(`  LCP element    ${median.lcpElement}`);
  // Lighthouse slows the CPU 4x: on a busy machine (other jobs) TBT and LCP read worse.
  console.log(`  CPU benchmark  ${median.benchmarkIndex} (os load ${loadavg()[0].toFixed(1)})`);
  if (median.failed.length > 0) console.log(`  failed audits  ${median.failed.join(', ')}`);
  const low = Object.entries(MIN).filter(([category, min]) => median[category] < min);
  for (const [category, min] of low) {
    console.error(`FAIL: ${category} ${median[category]} is under ${min}`);
  }
  const slow = median.tbtMs > MAX_TBT_MS;
  if (slow)
    console.error(`FAIL: total blocking time ${median.metrics.TBT} is over ${MAX_TBT_MS} ms`);
  const failed = low.length > 0 || slow;
  console.log(failed ? '\nUnder the bar.' : '\nWithin the bar.');
  return failed ? 1 : 0;
}
