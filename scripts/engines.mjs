#!/usr/bin/env node
/**
 * npm run test:engines: the journeys in Firefox and in WebKit (Safari's engine), side by side on
 * a demo build, each line of their output marked with its engine.
 *
 * - Firefox: playwright.config.ts's firefox project, the test/e2e journeys tagged @firefox, in
 *   Debian's firefox-esr over WebDriver BiDi, on a `vite preview` on ENGINES_PORT (4186).
 * - WebKit: a smoke set (test/engines/webkit) in WebKitGTK's MiniBrowser under Xvfb, driven by
 *   WebdriverIO and run by Vitest, on a `vite preview` of its own on a free port.
 *
 * Builds the app in demo mode into ENGINES_OUT (default dist-engines), or serves E2E_BUILT (a
 * demo build already made: CI builds once). Arguments: `firefox` or `webkit` for that engine
 * only, `--grep TEXT` for the journeys whose name matches TEXT. A missing browser is said and
 * its engine skipped, except in CI (CI set), where it fails the run: .ci/run installs them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { arch } from 'node:os';
import { join, resolve } from 'node:path';
import { runMarked } from './sideBySide.mjs';

const root = resolve(import.meta.dirname, '..');
const first = (...paths) => paths.find((path) => path && existsSync(path)) ?? '';
const lib = `/usr/lib/${arch() === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu`;
const paths = {
  FIREFOX_PATH: first(process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'),
  WEBKIT_DRIVER_PATH: first(process.env.WEBKIT_DRIVER_PATH, '/usr/bin/WebKitWebDriver'),
  MINIBROWSER_PATH: first(
    process.env.MINIBROWSER_PATH,
    `${lib}/webkit2gtk-4.1/MiniBrowser`,
    `${lib}/webkit2gtk-4.0/MiniBrowser`,
  ),
  XVFB_PATH: first('/usr/bin/Xvfb'),
};
const packages = {
  firefox: [paths.FIREFOX_PATH ? '' : 'firefox-esr'],
  webkit: [paths.WEBKIT_DRIVER_PATH && paths.MINIBROWSER_PATH ? '' : 'webkit2gtk-driver'],
};
if (!paths.XVFB_PATH) packages.webkit.push('xvfb');

const args = process.argv.slice(2);
const grepAt = args.indexOf('--grep');
const names = args.filter((arg, at) => !arg.startsWith('--') && (grepAt < 0 || at !== grepAt + 1));
if (names.some((name) => !(name in packages))) {
  console.error(`Unknown engine in ${names.join(', ')}: the engines are firefox and webkit.`);
  process.exit(1);
}
const wanted = Object.keys(packages).filter((name) => !names.length || names.includes(name));
const lacking = wanted.flatMap((engine) => packages[engine]).filter(Boolean);
if (lacking.length > 0) {
  console.error(`The engine journeys need ${lacking.join(', ')}. Get them with (Debian/Ubuntu):
  sudo apt-get update && sudo apt-get install -y ${lacking.join(' ')}
or point FIREFOX_PATH, WEBKIT_DRIVER_PATH and MINIBROWSER_PATH at existing binaries.`);
  if (process.env.CI) {
    console.error('\nFAIL: CI must run the journeys in Firefox and WebKit.');
    process.exit(1);
  }
}
const engines = wanted.filter((engine) => !packages[engine].some(Boolean));
for (const engine of wanted.filter((name) => !engines.includes(name)))
  console.error(`SKIPPED: the ${engine} journeys (outside CI a missing browser skips them).`);
if (engines.length === 0) process.exit(0);

// Demo mode whatever the developer's .env says: the journeys run on the embedded API.
const out = process.env.E2E_BUILT ?? process.env.ENGINES_OUT ?? 'dist-engines';
const env = { ...process.env, ...paths, VITE_API_BASE_URL: '', NO_COLOR: '1', ENGINES_OUT: out };
const bin = (name) => join(root, 'node_modules', '.bin', name);
if (!process.env.E2E_BUILT) {
  const build = spawnSync(bin('vite'), ['build', '--outDir', out, '--emptyOutDir'], {
    stdio: 'inherit',
    env,
    cwd: root,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Runs one engine's journeys; its output, line by line, marked with the engine. */
const run = (engine, command, ...commandArgs) =>
  runMarked(engine, bin(command), commandArgs, { cwd: root, env });

// Each serves the build itself: the firefox project with playwright.config.ts's webServer on
// ENGINES_PORT (4186: not the nginx run's ports, which npm test runs beside it, nor a port
// Firefox refuses, as it does 4190), WebKit with its globalSetup.
env.E2E_PORT = process.env.ENGINES_PORT ?? '4186';
env.E2E_OUT = out;
// No build with an analytics id (test:e2e's): Firefox opens the trip sheet on this one, as the
// demo's service worker fetches gtag.js out of Playwright's reach there (test/e2e/analyticsStub.ts).
env.E2E_ANALYTICS_OUT = '';
const began = Date.now();
const grep = (flag) => (grepAt >= 0 ? [flag, args[grepAt + 1] ?? ''] : []);
const codes = await Promise.all([
  engines.includes('firefox')
    ? run('firefox', 'playwright', 'test', '--project=firefox', ...grep('-g'))
    : 0,
  engines.includes('webkit')
    ? run('webkit', 'vitest', 'run', '-c', 'test/engines/webkit/vitest.config.ts', ...grep('-t'))
    : 0,
]);
console.log(`\nEngine journeys took ${((Date.now() - began) / 1000).toFixed(1)} s.`);
process.exit(codes.every((status) => status === 0) ? 0 : 1);
