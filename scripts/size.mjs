#!/usr/bin/env node
/**
 * npm run size: the first-load budget of the traveller's /search screen.
 * Builds for production (demo mode, with a manifest), serves dist-size gzip-compressed, loads
 * /search in Chromium until its content is rendered, and prints the JavaScript and CSS
 * downloaded per file (gzip KB). The demo API's own chunks are listed but left out of the sum:
 * a production build against a real API has none. Fails over budget, or when any source module
 * that only operators or admins use is bundled into a downloaded file (read from the build's
 * .vite/modules.json, so code merged into the entry or a shared chunk is seen too).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, HOW_TO_GET_CHROMIUM } from './chromium.mjs';

const BUDGET = { js: 170, css: 30 };
const OUT = 'dist-size';
const ROUTE = process.env.SIZE_ROUTE ?? '/search';
// What "rendered" means for the route: the results list once search exists, else the page heading.
const READY = process.env.SIZE_READY_SELECTOR ?? '[data-size-ready], main h1';
/**
 * Sources only operators or admins use: none may be bundled into a file the traveller's first
 * load downloads (the entry and shared chunks included). A folder ends with "/"; add a file or a
 * folder here as soon as it is operator-only.
 */
const OPERATOR_ONLY = [
  'src/app/routes/operator/',
  'src/app/routes/admin/',
  ...[
    'registration',
    'wizard',
    'company',
    'fleet',
    'listings',
    'listingEdit',
    'bidding',
    'payments',
    'arrears',
    'operatorMessages',
    'operatorReviews',
    'reviews',
    'reports',
    'adminReports',
    // The free-trial upgrade (banner, modal, slice, calls): loaded only for such operators.
    'upgrade',
  ].map((feature) => `src/features/${feature}/`),
];
/**
 * A tree's route table is the exception: the router needs every tree's paths up front, so it is
 * in the entry by design. It holds paths and lazy imports only (its guard and pages are chunks).
 */
const ROUTE_TABLES = ['src/app/routes/operator/routes.tsx', 'src/app/routes/admin/routes.tsx'];
const isOperatorOnly = (source) =>
  !ROUTE_TABLES.includes(source) &&
  OPERATOR_ONLY.some((entry) =>
    entry.endsWith('/') ? source.startsWith(entry) : source === entry,
  );

const chrome = await findChromium();
if (!chrome) {
  console.error(HOW_TO_GET_CHROMIUM);
  process.exit(1);
}

const build = spawnSync(
  './node_modules/.bin/vite',
  ['build', '--outDir', OUT, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
  {
    stdio: 'inherit',
    env: { ...process.env, VITE_API_BASE_URL: '' },
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const manifest = JSON.parse(readFileSync(join(OUT, '.vite', 'manifest.json'), 'utf8'));
/** Every output file reachable from a manifest entry, with the sources behind it. */
function reachable(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return seen;
  seen.add(key);
  for (const next of entry.imports ?? []) reachable(next, seen);
  return seen;
}
const fileOf = (key) => manifest[key]?.file;
const demoKeys = reachable('src/mocks/browser.ts');
const appKeys = reachable('index.html');
const demoFiles = new Set([...demoKeys].filter((key) => !appKeys.has(key)).map(fileOf));
/** Every source module bundled into each output chunk (written by vite.config.ts's moduleMap). */
const modulesByFile = JSON.parse(readFileSync(join(OUT, '.vite', 'modules.json'), 'utf8'));

const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let path = normalize(join(OUT, decodeURIComponent(url.pathname)));
  if (!path.startsWith(OUT) || !existsSync(path) || statSync(path).isDirectory())
    path = join(OUT, 'index.html');
  const body = gzipSync(readFileSync(path), { level: 9 });
  const headers = {
    'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
    'Content-Encoding': 'gzip',
  };
  if (path.endsWith('mockServiceWorker.js')) headers['Service-Worker-Allowed'] = '/';
  res.writeHead(200, headers);
  res.end(body);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

const browser = await chromium.launch({ executablePath: chrome, args: CHROMIUM_ARGS });
const page = await browser.newPage();
const loaded = new Set();
page.on('response', (response) => {
  const path = new URL(response.url()).pathname.replace(/^\//, '');
  if (/\.(js|css)$/.test(path) && !path.endsWith('mockServiceWorker.js')) loaded.add(path);
});
await page.goto(`http://127.0.0.1:${port}${ROUTE}`);
await page.locator(READY).first().waitFor({ timeout: 30_000 });
await page.waitForLoadState('networkidle');
await browser.close();
server.close();

const rows = [...loaded].sort().map((file) => {
  const kb = gzipSync(readFileSync(join(OUT, file)), { level: 9 }).length / 1024;
  return { file, kb, kind: file.endsWith('.css') ? 'css' : 'js', demo: demoFiles.has(file) };
});
const total = (kind) =>
  rows.filter((row) => row.kind === kind && !row.demo).reduce((sum, row) => sum + row.kb, 0);

console.log(`\nFirst load of ${ROUTE} (gzip KB)`);
for (const row of rows) {
  console.log(
    `  ${row.kb.toFixed(1).padStart(7)}  ${row.file}${row.demo ? '   (demo API, not counted)' : ''}`,
  );
}
const js = total('js');
const css = total('css');
console.log(`\n  JavaScript ${js.toFixed(1)} KB of ${BUDGET.js} KB budget`);
console.log(`  CSS        ${css.toFixed(1)} KB of ${BUDGET.css} KB budget`);

const leaks = rows.flatMap((row) =>
  (modulesByFile[row.file] ?? []).filter(isOperatorOnly).map((src) => `${src} (in ${row.file})`),
);
let failed = false;
// A file with no module list would pass the check unseen: the map must cover every script.
const unmapped = rows.filter((row) => row.kind === 'js' && !modulesByFile[row.file]);
if (unmapped.length > 0) {
  console.error(`FAIL: no module list for ${unmapped.map((row) => row.file).join(', ')}`);
  failed = true;
}
if (js > BUDGET.js) {
  console.error(`FAIL: JavaScript over budget by ${(js - BUDGET.js).toFixed(1)} KB`);
  failed = true;
}
if (css > BUDGET.css) {
  console.error(`FAIL: CSS over budget by ${(css - BUDGET.css).toFixed(1)} KB`);
  failed = true;
}
if (leaks.length > 0) {
  console.error(
    `FAIL: operator/admin code in the traveller's first load:\n  ${leaks.join('\n  ')}`,
  );
  failed = true;
}
console.log(failed ? '\nFailed.' : '\nWithin budget.');
process.exit(failed ? 1 : 0);
