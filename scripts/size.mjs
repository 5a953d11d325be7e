#!/usr/bin/env node
/**
 * npm run size: the JavaScript budget of every screen, measured as a visitor gets it.
 *
 * 1. Builds the floor (scripts/size-floor/card.jsx: the design card's own stack, React, React
 *    Router, Redux Toolkit with react-redux, redux-persist with PersistGate, one axios client
 *    with humps) with the project's Vite: every budget is a multiple of it (1.25x for the
 *    traveller's search, 1.3x for operator and admin screens; issue 28). The old floor (React,
 *    React Router and Redux Toolkit alone, core.jsx) is built too, for the second column.
 * 2. Serves the demo handlers as a real API (scripts/demo-api-server.mjs) and builds the app for
 *    that API in production mode (so no demo code is in the build, as in production), serves the
 *    build gzip-compressed and logs in through the portal login (`/`) with the demo accounts,
 *    Remember Me on, keeping each login's storage.
 * 3. Opens each screen in a fresh browser context (empty cache, that login's storage) and counts
 *    the JavaScript downloaded (gzip) until the screen's heading shows and the network is idle.
 *
 * 4. Opens /search and the operator's listings again, one at a time, with the CPU slowed 4x, and
 *    checks their main-thread time (scripts/mainThread.mjs): the longest task and the blocking time.
 *
 * Fails when a screen is over its budget (naming the screen and the heaviest modules it
 * downloads beyond the floor), when a traveller screen loads any operator or admin module or
 * API path or makes its first calls (metadata, search) more than once, when a screen logs a
 * console error, or when a file has no module list. A screen's budget is its target (1.25x or 1.3x
 * the floor); a screen not there yet has its exact last figure as its budget instead
 * (OVER_TARGET), so it cannot grow until the form libraries change (docs/budgets.md). The figures
 * read the same run after run: the idle-time prefetch is held while counting (see measure).
 * SIZE_SCREENS=regex measures only the screens whose path matches; SIZE_VERBOSE=1 lists every
 * file of every screen.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, HOW_TO_GET_CHROMIUM } from './chromium.mjs';
import { isOperatorOnly } from '../build/operatorOnly.mjs';
import { SAMPLE_TRIP_SHEET } from './sampleTrip.mjs';
import { apiBuild, API_BUILD_PORT } from './apiBuild.mjs';
import { startDemoApiServer } from './demo-api-server.mjs';
import { logInAs } from './demoLogin.mjs';
import { CPU_SLOWDOWN, measureMainThread } from './mainThread.mjs';

const BUILD_OUT = 'dist-size';
const FLOOR_OUT = 'dist-size-floor';
/** Budgets as multiples of the design card's floor (issue 28). */
const RATIO = { traveller: 1.25, account: 1.3 };
/** CSS of a traveller screen (the first stylesheet is most of it). */
const CSS_BUDGET = 30;
/**
 * Screens not yet at their target, each with its budget (KB gzip): its figure as last measured,
 * with no slack (the figures repeat to 0.1 KB). The run says when one gets lighter (lower it) or
 * reaches its target (drop it).
 */
const OVER_TARGET = {
  // Issues 34-35 added: on /search, the all-in estimate's assumptions in the address and the
  // slice (0.2 KB); in the entry, so on every screen, the offline notice and connection hook
  // every API screen shows and the worker's idle-time registration (0.3-0.5 KB), the trip
  // sheet's route and the cart's city, phone and sent companies (0.1-0.4) (docs/budgets.md).
  // Issue 39 added 0.2-0.5 KB to the entry: the page-view allow list (no typed text to
  // analytics), the missing-chunk reload with its guards, the tab-by-tab update, the legs' days
  // and hours in the search's address.
  // Issue 41 added 2.0 KB (165.3 -> 167.3): the messages' runtime (src/lib/i18n), the language
  // switch, the locale choice and the shell's message ids; 1.6 KB (166.9) once the build dropped
  // the ids (docs/i18n.md): a message now costs about its English text, and the 0.4 KB left is
  // the traveller's messages' room within the issue's 2 KB. With every traveller text a message
  // (about 670, some 60 in this first load): 167.8, 2.5 KB over issue 39's figure, 0.5 KB over
  // the issue's allowance (docs/i18n.md: the figures and what reaching it would take).
  // Issue 45's layout fix (a linked plan's list waits for what goes above it, usePlanPieces,
  // and a late address is dropped once the page is left) added 0.5 KB; Depart From's and
  // Amenities' forms, loaded on their first opening, took 0.9 KB out: 169.2. Issue 46's long
  // answer read, stored and drawn in tasks of its own, its keys' camel case worked out once
  // (lib/apiClient, lib/nextTask): +0.2, 169.4.
  search: 169.4,
  // Issue 46: the catalog split by area (docs/i18n.md) put its loading in the entry, 0.1 KB on
  // every screen (lib/i18n/areas.ts: the areas noted, the wait the lazy chunks call); a Spanish
  // /search now downloads the English figure plus 5.0 KB (the shell's and the search's parts and
  // their loaders) instead of plus 17.8 KB, within its target (`plusSearch`), so it has no budget
  // of its own here.
  // Issue 41 added 2.0 KB to every screen below: the messages' runtime and the switch are in the
  // entry (the shell's header and footer speak Spanish for everyone); the account and listings
  // pages went over their target (164.1) with it.
  // Issue 45 added 0.1-0.3 KB to every screen, in the entry: the bar that says the next page is
  // coming (app/layout/NavigationProgress), the persisted state's echo left out (a cleared login
  // came back) and the phone menu kept open through a page's own address rewrite (Lingui 6 and
  // Node 24 changed no byte of the build).
  // Issue 46 added 0.8-1.6 KB to every screen, in the entry: refusals kept as facts and worded
  // where shown (lib/refusal, the thunks' meta, RequestState), the pages' description in the
  // visitor's language, the server's vocabularies (lib/i18n/vocabulary, shared by the search's
  // filters and the operator's state selects), one Intl object per locale and options with whole
  // numbers and plurals written without Intl (lib/i18n/intl). The footer's newsletter form out of
  // the first load was tried: its form pieces sit in the search's shared chunks, which it then
  // brought to every operator screen (+15 KB), so it stayed (docs/budgets.md).
  // Issue 47 added 0.04 KB to every screen, in the entry (the missing-chunk reload hands over to a
  // waiting worker, and a click on the page after a tel: or mailto: tap re-enables it): the screens
  // whose figure sat at the edge of its tenth moved by 0.1; the Spanish catalog grew by 0.1 KB
  // (a figure without its drives, and Try again).
  // Issue 47's merge (2026-12-06): the three branches together, measured on one build. /search
  // 169.6: the trip's limits, dates and plan days' reader written once (config/tripLimits,
  // tripPlan/planDays, the date rule's messages in tripDays) are in its first load, and what it
  // shares with the trip sheet is a chunk of its own (build/firstLoadGroups.ts: the sheet had
  // brought the search's whole shared chunk, 12.7 KB); every other screen +0.1-0.2 (the entry:
  // the catalog parts' wait, the reload's hand-over to a waiting worker). Lowered to the figures
  // of clean-clone run T13 where it measured less (payments, arrears, admin).
  // Issue 46's answers' keys camel-cased once each (lib/apiClient, in the entry: Dallas's 507
  // results are camel-cased in 5 ms instead of 25-34, Node on one core) and the task break
  // shared by the start-up and the search (lib/nextTask): +0.1 where a figure sat at the edge of
  // its tenth (payments, init, init2, admin, arrears). The search's address guard reading the
  // router's own state (React Router's context, one more name the entry exports: 3 bytes gzip)
  // tipped four more over their tenth (my-account, listing edit, company, init3; clean-clone run
  // T19).
  myAccount: 166.3,
  listings: 166.6,
  listingEdit: 183.7,
  company: 191.0,
  payments: 178.6,
  reports: 180.2,
  init: 178.2,
  init2: 168.9,
  init3: 172.1,
  init5: 181.8,
  arrears: 171.9,
  admin: 168.2,
};

/**
 * Main-thread time at 4x CPU (scripts/mainThread.mjs), ms: the longest task and the blocking time
 * after the first paint, each the least of three cold loads, run after the byte counts with
 * nothing else loading. The target is no task over 200 ms (issue 46); a screen not there yet has
 * its measured figure with a margin for another machine as its budget (docs/budgets.md).
 */
const MAIN_THREAD = {
  // Measured on 2 cores at OS load 3-6 (a pinned CI run beside it), least of 5: /search 172-230
  // ms longest, 212-360 blocking; the listings 190-313, 264-487. Before issue 46's changes the
  // search's answer rendered in one task of 550-640 ms (docs/budgets.md). Once the answer was
  // read, stored and drawn in tasks of their own (2026-12-07): /search 122 longest and 72
  // blocking on an idle machine, 144 and 150 in a CI run pinned to one core; the listings 125
  // and 75, 156 and 190. /search's longest is now the issue's own bar, 200 ms.
  search: { longest: 200, blocking: 300 },
  listings: { longest: 300, blocking: 500 },
};

/**
 * The screens, each opened as the account that lands there. `path` may be a function of what
 * the logins found (a listing id, the arrears page's secret key).
 */
const SCREENS = [
  // Without a city the search opens at the departure (saved, else the default metro).
  {
    path: '/search',
    kind: 'traveller',
    lands: /^\/search\/[^/]+\/[^/]+$/,
    budget: OVER_TARGET.search,
  },
  {
    path: '/search/seattle/wa',
    kind: 'traveller',
    budget: OVER_TARGET.search,
    mainThread: MAIN_THREAD.search,
  },
  // A Spanish visitor's first visit (the browser's language, issue 41): the shell's and the
  // search's parts of the Spanish catalog on top of the search, at most 5 KB more than English
  // (issue 46; the catalog split by area, docs/i18n.md).
  {
    path: '/search',
    name: '/search (es-US)',
    kind: 'traveller',
    locale: 'es-US',
    ratio: 1.3,
    plusSearch: 5,
    lands: /^\/search\/[^/]+\/[^/]+$/,
  },
  // The trip sheet opened cold from a shared link, its route map included: at most 1.15x what
  // /search downloads (issue 35), measured in the same run; within it since the map's state
  // outlines are simplified at build time (issue 39, build/usStateOutlines.ts).
  {
    path: SAMPLE_TRIP_SHEET,
    name: '/trip',
    kind: 'traveller',
    lands: /^\/trip$/,
    ofSearch: 1.15,
  },
  { path: '/subscribers/my-account', login: 'operator', budget: OVER_TARGET.myAccount },
  {
    path: '/subscribers/listings',
    login: 'operator',
    budget: OVER_TARGET.listings,
    mainThread: MAIN_THREAD.listings,
  },
  {
    path: (found) => found.listing,
    name: '/subscribers/listings/:id',
    login: 'operator',
    budget: OVER_TARGET.listingEdit,
  },
  { path: '/subscribers/company', login: 'operator', budget: OVER_TARGET.company },
  { path: '/subscribers/payments', login: 'operator', budget: OVER_TARGET.payments },
  { path: '/subscribers/bidListings', login: 'operator' },
  { path: '/subscribers/messages', login: 'operator' },
  { path: '/subscribers/reviews', login: 'operator' },
  { path: '/subscribers/reports', login: 'operator', budget: OVER_TARGET.reports },
  { path: '/subscribers/init', login: 'setup1', budget: OVER_TARGET.init },
  { path: '/subscribers/init2', login: 'setup2', budget: OVER_TARGET.init2 },
  { path: '/subscribers/init3', login: 'setup3', budget: OVER_TARGET.init3 },
  { path: '/subscribers/init4', login: 'setup4' },
  { path: '/subscribers/init5', login: 'setup5', budget: OVER_TARGET.init5 },
  { path: '/admin/reports', login: 'admin', budget: OVER_TARGET.admin },
  // Public, reached from the arrears login's notice (Go) or the e-mailed link: no session.
  {
    path: (found) => found.arrears,
    name: '/charge_arrears/:key',
    login: 'arrears',
    budget: OVER_TARGET.arrears,
  },
].filter((screen) => new RegExp(process.env.SIZE_SCREENS ?? '').test(screen.name ?? screen.path));

// Sources only operators or admins use (isOperatorOnly, build/operatorOnly.mjs): none may be
// bundled into a file a traveller screen downloads (the entry and shared chunks included), nor
// into the offline precache.
/**
 * Operator and admin API paths (../shared/api/openapi.yaml, tags wizard to admin): literal
 * pieces that no traveller file may contain. The app's own /subscribers/... page paths are not
 * API paths, so these name the API's distinct segments.
 */
const OPERATOR_API = [
  '/company/progress/',
  '/company/default/fleet',
  'freetrialaccount',
  'companymanagement',
  'bidforplacement',
  '/payments/init',
  '/paymentInfo',
  '/payments/arrears',
  'listings_pending',
  'recommend/metros',
  '/subscribers/listings/search',
  'findmetros',
  'addmetro',
  'removemetro',
  '/subscribers/listings/edit/',
  '/subscribers/fleet/',
  '/subscribers/registration/',
  '/subscribers/reports/',
  'upgrade_to_premium',
  '/self_pay',
  '/message/listing/',
  '/markread',
  '/review/listing/',
  '/portal/reports/',
];
/** The floor's packages: a screen over budget is explained by what it loads beyond them. */
const FLOOR_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  '@reduxjs/toolkit',
  'redux',
  'redux-thunk',
  'reselect',
  'immer',
  'react-redux',
  'use-sync-external-store',
  'redux-persist',
  'axios',
  'humps',
];

const kb = (bytes) => bytes / 1024;
const fmt = (value) => value.toFixed(1).padStart(6);
const gzipKb = (file) => kb(gzipSync(readFileSync(file), { level: 9 }).length);

const chrome = await findChromium();
if (!chrome) {
  console.error(HOW_TO_GET_CHROMIUM);
  process.exit(1);
}
const started = Date.now();

// The floors first: the demo API server below runs Vite in development mode in this process.
function buildFloor(name) {
  const out = `${FLOOR_OUT}-${name}`;
  const build = spawnSync(
    './node_modules/.bin/vite',
    [
      'build',
      '--config',
      'scripts/size-floor/vite.config.mjs',
      '--outDir',
      `../../${out}`,
      '--emptyOutDir',
    ],
    { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', FLOOR: name } },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  const dir = join(out, 'assets');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipKb(join(dir, file)), 0);
}
const floor = buildFloor('card');
const coreFloor = buildFloor('core');

// The build for a real API, made here or given (API_BUILT: CI makes it once), and the demo API
// on the port that build calls.
const OUT = apiBuild(BUILD_OUT);
const api = await startDemoApiServer({ port: API_BUILD_PORT });
let server = null;
let browser = null;
let code = 1;
try {
  /** Every source module bundled into each output chunk, with its weight (vite.config.ts). */
  const modulesByFile = JSON.parse(readFileSync(join(OUT, '.vite', 'modules.json'), 'utf8'));

  server = serveGzipped(OUT);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  browser = await chromium.launch({ executablePath: chrome, args: CHROMIUM_ARGS });

  // A few at a time: what a screen downloads does not depend on timing, and CI waits less.
  const found = {};
  const accounts = [...new Set(SCREENS.map((screen) => screen.login).filter(Boolean))];
  const states = await inBatches(accounts, (account) => logIn(browser, origin, account, found));
  const logins = Object.fromEntries(accounts.map((account, index) => [account, states[index]]));

  const results = await inBatches(SCREENS, async (screen) => {
    const path = typeof screen.path === 'function' ? screen.path(found) : screen.path;
    const { files, calls, errors } = await measure(
      browser,
      origin,
      path,
      logins[screen.login],
      screen.lands,
      screen.locale,
    );
    const rows = files.map((file) => ({
      file,
      kb: gzipKb(join(OUT, file)),
      kind: file.endsWith('.css') ? 'css' : 'js',
    }));
    const sum = (kind) =>
      rows.filter((row) => row.kind === kind).reduce((total, row) => total + row.kb, 0);
    const ratio = screen.ratio ?? RATIO[screen.kind ?? 'account'];
    return {
      name: screen.name ?? path,
      path,
      traveller: screen.kind === 'traveller',
      rows,
      js: sum('js'),
      css: sum('css'),
      target: floor * ratio,
      over: screen.budget ?? null,
      ratio,
      ofSearch: screen.ofSearch ?? null,
      plusSearch: screen.plusSearch ?? null,
      errors,
      // The search's early calls (index.html's inline script); the trip sheet calls no API.
      twice: screen.kind === 'traveller' && !screen.ofSearch ? callsMadeTwice(calls) : [],
    };
  });
  // A budget relative to /search's figure of this run (the trip sheet's).
  const search = results.find((result) => result.name === '/search');
  for (const result of results) {
    if (result.ofSearch !== null && search) result.target = search.js * result.ofSearch;
    if (result.plusSearch !== null && search) result.target = search.js + result.plusSearch;
  }
  code = report(results, modulesByFile);
  // One screen at a time, after the byte counts: a load beside it would add its own tasks.
  const timed = [];
  for (const screen of SCREENS.filter((candidate) => candidate.mainThread)) {
    const path = typeof screen.path === 'function' ? screen.path(found) : screen.path;
    const figures = await measureMainThread(browser, `${origin}${path}`, {
      storageState: logins[screen.login],
      ready: 'main h1',
      runs: 3,
    });
    timed.push({ name: screen.name ?? path, budget: screen.mainThread, ...figures });
  }
  if (timed.length > 0 && reportMainThread(timed) !== 0) code = 1;
} catch (error) {
  console.error(`FAIL: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await browser?.close();
  server?.close();
  await api.close();
}
console.log(`(${Math.round((Date.now() - started) / 1000)} s)`);
process.exit(code);

/** `work` over `items`, three at a time, results in the items' order. */
async function inBatches(items, work, size = 3) {
  const results = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  }
  return results;
}

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, options);
    child.on('error', reject);
    child.on('exit', (status) => resolve(status));
  });
}

/** The build, gzip-compressed, with the single-page app's fallback to index.html. */
function serveGzipped(dir) {
  const types = {
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.html': 'text/html',
    '.svg': 'image/svg+xml',
    '.json': 'application/json',
    '.txt': 'text/plain',
  };
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let path = normalize(join(dir, decodeURIComponent(url.pathname)));
    if (!path.startsWith(dir) || !existsSync(path) || statSync(path).isDirectory())
      path = join(dir, 'index.html');
    res.writeHead(200, {
      'Content-Type': types[extname(path)] ?? 'application/octet-stream',
      'Content-Encoding': 'gzip',
    });
    res.end(gzipSync(readFileSync(path), { level: 9 }));
  });
}

/**
 * Logs in through the portal login (Remember Me on) and returns that login's storage. Notes what
 * later screens need: a listing to edit, the arrears page's key.
 */
async function logIn(browser, origin, account, found) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const landed = await logInAs(page, origin, account);
  if (account === 'arrears') found.arrears = landed;
  if (account === 'operator') {
    await page.goto(`${origin}/subscribers/listings`);
    const edit = page.locator('main a[href^="/subscribers/listings/"]').first();
    found.listing = await edit.getAttribute('href', { timeout: 30_000 });
  }
  const state = await context.storageState();
  await context.close();
  return state;
}

/** Opens the screen cold with the login's storage; the JS and CSS files it downloaded. */
async function measure(browser, origin, path, storageState, lands, locale) {
  // `locale`: the browser's language (navigator.languages), as a visitor's own browser sets it.
  const context = await browser.newContext({
    ...(storageState ? { storageState } : {}),
    ...(locale ? { locale } : {}),
  });
  // The idle-time prefetch is held (LazySection loads the sections out of sight once the page
  // has settled, through requestIdleCallback): it lands before or after network idle by chance,
  // and the figure would move between runs. Sections near the first viewport still load.
  await context.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const page = await context.newPage();
  const loaded = new Set();
  /** The API calls it made (method and path), and what the console reported as an error. */
  const calls = [];
  const errors = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && /\.(js|css)$/.test(url.pathname))
      loaded.add(url.pathname.slice(1));
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin && url.pathname.includes('/api/') && request.method() !== 'OPTIONS')
      calls.push(`${request.method()} ${url.pathname.replace(/^.*\/api\/v1/, '')}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${origin}${path}`);
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // A section near the first viewport (LazySection's NEAR_VIEWPORT, 600px) loads when the page's
  // layout settles, now and then after the network has been idle for a moment: each one counts,
  // so wait until every placeholder left is out of its reach.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.lazy-section')].every((section) => {
      const box = section.getBoundingClientRect();
      return box.top > window.innerHeight + 600 || box.bottom < -600;
    }),
  );
  await page.waitForLoadState('networkidle');
  const landed = new URL(page.url()).pathname;
  const heading = await page.locator('main h1').first().innerText();
  await context.close();
  // A guard that sent the visitor elsewhere would measure the wrong screen.
  if (lands ? !lands.test(landed) : landed !== path)
    throw new Error(`${path} went to ${landed} ("${heading}")`);
  return { files: [...loaded].sort(), calls, errors };
}

/**
 * The search's first calls are started by index.html's inline script and taken by the app
 * (src/lib/early): each is made once. A second one means the script and the app disagree on a
 * request, and the early one was wasted.
 */
function callsMadeTwice(calls) {
  return ['GET /metadata', 'POST /search'].flatMap((call) => {
    const times = calls.filter((made) => made === call).length;
    return times === 1 ? [] : [`${call}: ${times} requests, not 1`];
  });
}

/** Where a module comes from: its npm package, or the source file itself. */
function ownerOf(source) {
  const match = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return match ? match[1] : source;
}

/**
 * The heaviest modules a screen downloads beyond the floor, packages summed. A module's weight is
 * its share of its file's gzip size (its code gzipped alone, scaled so a file's modules add up to
 * the file): gzip packs modules together better than alone.
 */
function heaviest(result, modulesByFile, count = 10) {
  const weights = new Map();
  for (const row of result.rows.filter((candidate) => candidate.kind === 'js')) {
    const modules = Object.entries(modulesByFile[row.file] ?? {});
    const alone = modules.reduce((sum, [, bytes]) => sum + bytes, 0);
    const scale = alone > 0 ? (row.kb * 1024) / alone : 0;
    for (const [source, bytes] of modules) {
      const owner = ownerOf(source);
      if (FLOOR_PACKAGES.includes(owner)) continue;
      const entry = weights.get(owner) ?? { bytes: 0, files: new Set() };
      entry.bytes += bytes * scale;
      entry.files.add(row.file);
      weights.set(owner, entry);
    }
  }
  return [...weights.entries()].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, count);
}

/**
 * The offline worker's precache (build/offline.ts): what it downloads once the page has settled
 * (requestIdleCallback, held above, so no screen's figure counts it). Printed apart, and checked
 * like a traveller screen: no operator or admin module or API path in it.
 */
function precacheReport(modulesByFile) {
  const worker = join(OUT, 'sw.js');
  if (!existsSync(worker)) {
    console.log('\nOffline precache: none (no sw.js: VITE_OFFLINE=off?)');
    return { problems: [] };
  }
  const urls = [...readFileSync(worker, 'utf8').matchAll(/\burl:"([^"]+)"/g)].map((m) => m[1]);
  const rows = urls.map((url) => ({ url, kb: gzipKb(join(OUT, url)) }));
  const by = (pattern) =>
    rows.filter((row) => pattern.test(row.url)).reduce((sum, row) => sum + row.kb, 0);
  const total = rows.reduce((sum, row) => sum + row.kb, 0);
  console.log(
    `\nOffline precache, downloaded after the first paint (gzip KB, not in any figure above): ${total.toFixed(1)} in ${rows.length} files` +
      ` (JS ${by(/\.js$/).toFixed(1)}, CSS ${by(/\.css$/).toFixed(1)}, HTML ${by(/\.html$/).toFixed(1)}, other ${by(/\.(png|webmanifest)$/).toFixed(1)})`,
  );
  if (process.env.SIZE_VERBOSE === '1') {
    for (const row of rows) console.log(`      ${fmt(row.kb)}  ${row.url}`);
  }
  const problems = [];
  const js = urls.filter((url) => url.endsWith('.js'));
  const leaks = js.flatMap((url) =>
    Object.keys(modulesByFile[url] ?? {})
      .filter(isOperatorOnly)
      .map((source) => `${source} (in ${url})`),
  );
  if (leaks.length > 0) problems.push(`operator/admin modules:\n      ${leaks.join('\n      ')}`);
  const paths = js.flatMap((url) => {
    const text = readFileSync(join(OUT, url), 'utf8');
    return OPERATOR_API.filter((piece) => text.includes(piece)).map((p) => `"${p}" (in ${url})`);
  });
  if (paths.length > 0) problems.push(`operator/admin API paths:\n      ${paths.join('\n      ')}`);
  return { problems };
}

/** What a screen's target is: a multiple of the floor, or of /search's figure, or English + KB. */
function targetText(result) {
  if (result.plusSearch !== null) return `/search + ${result.plusSearch} KB`;
  if (result.ofSearch !== null) return `${result.ofSearch}x /search`;
  return `${result.ratio}x the floor`;
}

/**
 * The pseudo-locale's catalog files in the build (`src/locales/pseudo`): only the demo build's
 * journey reads it, so a build for a real API (and its offline precache) must hold none.
 */
function pseudoLocaleFiles(modulesByFile) {
  return Object.entries(modulesByFile).flatMap(([file, modules]) =>
    Object.keys(modules)
      .filter((source) => source.startsWith('src/locales/pseudo/'))
      .map((source) => `${source} (in ${file})`),
  );
}

function report(results, modulesByFile) {
  console.log(
    `\nFloor (the design card's stack: React, React Router, Redux Toolkit, react-redux, redux-persist, axios + humps): ${floor.toFixed(1)} KB gzip`,
  );
  console.log(
    `Old floor (React + React Router + Redux Toolkit alone): ${coreFloor.toFixed(1)} KB gzip`,
  );
  console.log(
    '\nJavaScript downloaded until the heading shows and the network is idle (gzip KB, cold cache):',
  );
  console.log(
    `  ${'screen'.padEnd(30)} ${'JS'.padStart(6)}  x floor  x old  target  budget  files    CSS`,
  );
  const failures = [];
  const notes = [];
  for (const result of results) {
    const budget = result.over ?? result.target;
    // Compared as shown, to a tenth of a KB: a budget is a figure as the table prints it.
    const over = Math.round(result.js * 10) > Math.round(budget * 10);
    const scripts = result.rows.filter((row) => row.kind === 'js').length;
    const status = over ? 'OVER' : result.js > result.target ? 'over target' : '';
    console.log(
      `  ${result.name.padEnd(30)} ${fmt(result.js)}  ${(result.js / floor).toFixed(2).padStart(6)}` +
        `  ${(result.js / coreFloor).toFixed(2).padStart(5)}` +
        `  ${fmt(result.target)}  ${result.over === null ? '     -' : fmt(result.over)}` +
        `  ${String(scripts).padStart(5)}  ${fmt(result.css)}${status ? `   ${status}` : ''}`,
    );
    if (process.env.SIZE_VERBOSE === '1') {
      for (const row of result.rows) console.log(`      ${fmt(row.kb)}  ${row.file}`);
    }
    if (result.over !== null && result.js <= result.target) {
      notes.push(`${result.name} is within its target now: drop it from OVER_TARGET`);
    } else if (result.over !== null && Math.round(result.js * 10) < Math.round(result.over * 10)) {
      notes.push(
        `${result.name} is lighter than its budget now: lower it to ${result.js.toFixed(1)} in OVER_TARGET`,
      );
    }
    const problems = [];
    if (over) {
      const lines = heaviest(result, modulesByFile).map(
        ([owner, { bytes, files }]) =>
          `      ${fmt(kb(bytes))}  ${owner}  (in ${[...files].join(', ')})`,
      );
      const what =
        result.over === null
          ? `its budget of ${budget.toFixed(1)} KB (${targetText(result)})`
          : `its budget of ${budget.toFixed(1)} KB, its last figure (target ${result.target.toFixed(1)} KB)`;
      problems.push(
        `JavaScript ${result.js.toFixed(1)} KB is over ${what} by ${(result.js - budget).toFixed(1)} KB. ` +
          `Heaviest modules it downloads beyond the floor (KB, share of their file):\n${lines.join('\n')}`,
      );
    }
    const unmapped = result.rows.filter((row) => row.kind === 'js' && !modulesByFile[row.file]);
    if (unmapped.length > 0)
      problems.push(`no module list for ${unmapped.map((row) => row.file).join(', ')}`);
    if (result.traveller) {
      if (result.css > CSS_BUDGET)
        problems.push(`CSS ${result.css.toFixed(1)} KB is over its budget of ${CSS_BUDGET} KB`);
      const leaks = result.rows.flatMap((row) =>
        Object.keys(modulesByFile[row.file] ?? {})
          .filter(isOperatorOnly)
          .map((source) => `${source} (in ${row.file})`),
      );
      if (leaks.length > 0)
        problems.push(`operator/admin modules:\n      ${leaks.join('\n      ')}`);
      const paths = result.rows
        .filter((row) => row.kind === 'js')
        .flatMap((row) => {
          const text = readFileSync(join(OUT, row.file), 'utf8');
          return OPERATOR_API.filter((piece) => text.includes(piece)).map(
            (piece) => `"${piece}" (in ${row.file})`,
          );
        });
      if (paths.length > 0)
        problems.push(`operator/admin API paths:\n      ${paths.join('\n      ')}`);
    }
    if (result.errors.length > 0)
      problems.push(`console errors:\n      ${result.errors.join('\n      ')}`);
    if (result.twice.length > 0)
      problems.push(`the first calls were made again:\n      ${result.twice.join('\n      ')}`);
    if (problems.length > 0) failures.push({ result, problems });
  }
  const pseudo = pseudoLocaleFiles(modulesByFile);
  if (pseudo.length > 0)
    failures.push({
      result: { name: 'the build for a real API' },
      problems: [
        `the pseudo-locale's catalog (a test's, docs/i18n.md):\n      ${pseudo.join('\n      ')}`,
      ],
    });
  const precache = precacheReport(modulesByFile);
  if (precache.problems.length > 0)
    failures.push({ result: { name: 'the offline precache' }, problems: precache.problems });
  for (const note of notes) console.log(`\nNote: ${note}`);
  for (const { result, problems } of failures) {
    console.error(`\nFAIL ${result.name}:`);
    for (const problem of problems) console.error(`  ${problem}`);
  }
  console.log(failures.length > 0 ? '\nFailed.' : '\nEvery screen within its budget.');
  return failures.length > 0 ? 1 : 0;
}

/** The main-thread figures against their budgets; 1 when one is over. */
function reportMainThread(timed) {
  console.log(
    `\nMain-thread time of a cold load at ${CPU_SLOWDOWN}x CPU (ms; the least of ${timed[0].runs.length} loads, every load's in brackets):`,
  );
  console.log(
    `  ${'screen'.padEnd(30)} ${'longest'.padStart(8)} budget  ${'blocking'.padStart(8)} budget`,
  );
  let failed = 0;
  for (const { name, budget, longest, blocking, runs } of timed) {
    const over = [
      longest > budget.longest && `its longest task, ${longest} ms, is over ${budget.longest}`,
      blocking > budget.blocking && `its blocking time, ${blocking} ms, is over ${budget.blocking}`,
    ].filter(Boolean);
    console.log(
      `  ${name.padEnd(30)} ${String(longest).padStart(8)} ${String(budget.longest).padStart(6)}  ${String(blocking).padStart(8)} ${String(budget.blocking).padStart(6)}` +
        `  [${runs.map((run) => `${run.longest}/${run.blocking} x${run.scale}`).join(' ')}]`,
    );
    for (const problem of over) console.error(`\nFAIL ${name}: ${problem} (docs/budgets.md)`);
    if (over.length > 0) failed = 1;
  }
  return failed;
}
