#!/usr/bin/env node
/**
 * npm run test:engines: the journeys of test/engines in Firefox and in WebKit (Safari's engine),
 * against a demo build served by `vite preview` on ENGINES_PORT (default 4182).
 *
 * - Firefox: Debian's firefox-esr, driven by Playwright over WebDriver BiDi
 *   (playwright.engines.config.ts, test/engines/firefox).
 * - WebKit: WebKitGTK's WebKitWebDriver and MiniBrowser under Xvfb, driven by WebdriverIO, the
 *   journeys run by Vitest (test/engines/webkit/vitest.config.ts).
 *
 * Builds the app in demo mode into ENGINES_OUT (default dist-engines), or serves E2E_BUILT (a
 * demo build already made: CI builds once). The two engines run side by side, each line of
 * their output marked with its engine.
 *
 * Arguments: engine names to run only those (`firefox`, `webkit`), `--grep TEXT` for the journeys
 * whose name contains TEXT. Without a browser it says how to install it and skips that engine
 * (exit 0 when neither is there), except in CI (CI set), where a missing browser fails: .ci/run
 * installs them.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { arch } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as pause } from 'node:timers/promises';

const root = resolve(import.meta.dirname, '..');
const first = (...paths) => paths.find((path) => path && existsSync(path)) ?? null;
const libDir = `/usr/lib/${arch() === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu`;

const found = {
  firefox: first(process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'),
  webkitDriver: first(process.env.WEBKIT_DRIVER_PATH, '/usr/bin/WebKitWebDriver'),
  miniBrowser: first(
    process.env.MINIBROWSER_PATH,
    `${libDir}/webkit2gtk-4.1/MiniBrowser`,
    `${libDir}/webkit2gtk-4.0/MiniBrowser`,
  ),
  xvfb: first('/usr/bin/Xvfb'),
};

const HOW_TO_GET_ENGINES = `The engine journeys need Firefox ESR and WebKitGTK's WebDriver with Xvfb. Missing: MISSING.
Get them with (Debian/Ubuntu):
  sudo apt-get update && sudo apt-get install -y firefox-esr webkit2gtk-driver xvfb
or point FIREFOX_PATH, WEBKIT_DRIVER_PATH and MINIBROWSER_PATH at existing binaries.`;

const args = process.argv.slice(2);
const grepAt = args.indexOf('--grep');
const grep = grepAt >= 0 ? (args[grepAt + 1] ?? '') : null;
const names = args.filter(
  (arg, index) => !arg.startsWith('--') && (grepAt < 0 || index !== grepAt + 1),
);
const unknown = names.filter((name) => !['firefox', 'webkit'].includes(name));
if (unknown.length > 0) {
  console.error(`Unknown engine ${unknown.join(', ')}: the engines are firefox and webkit.`);
  process.exit(1);
}
const wanted = (engine) => names.length === 0 || names.includes(engine);

const missing = { firefox: [], webkit: [] };
if (!found.firefox) missing.firefox.push('firefox-esr');
if (!found.webkitDriver || !found.miniBrowser) missing.webkit.push('webkit2gtk-driver');
if (!found.xvfb) missing.webkit.push('xvfb');
const runs = (engine) => wanted(engine) && missing[engine].length === 0;
const lacking = ['firefox', 'webkit'].filter(wanted).flatMap((engine) => missing[engine]);
if (lacking.length > 0) {
  console.error(HOW_TO_GET_ENGINES.replace('MISSING', lacking.join(', ')));
  if (process.env.CI) {
    console.error('\nFAIL: CI must run the journeys in Firefox and WebKit.');
    process.exit(1);
  }
  const skipped = ['firefox', 'webkit'].filter((engine) => wanted(engine) && !runs(engine));
  console.error(
    `\nSKIPPED: the ${skipped.join(' and ')} journeys (outside CI a missing browser skips them).`,
  );
  if (!runs('firefox') && !runs('webkit')) process.exit(0);
}

// Not a port Firefox refuses (its blocked list has 4190, for one).
const port = Number(process.env.ENGINES_PORT ?? 4182);
const appOrigin = `http://127.0.0.1:${port}`;
const answers = () =>
  fetch(`${appOrigin}/robots.txt`).then(
    (answer) => answer.ok,
    () => false,
  );
if (await answers()) {
  console.error(`Port ${port} is taken (ENGINES_PORT): the journeys would test another server.`);
  process.exit(1);
}

// Demo mode whatever the developer's .env says: the journeys run on the embedded API.
const env = { ...process.env, VITE_API_BASE_URL: '' };
const bin = (name) => join(root, 'node_modules', '.bin', name);
const prebuilt = process.env.E2E_BUILT;
const out = prebuilt ?? process.env.ENGINES_OUT ?? 'dist-engines';
if (!prebuilt) {
  const build = spawnSync(
    bin('vite'),
    ['build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit', env, cwd: root },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const preview = spawn(
  bin('vite'),
  ['preview', '--outDir', out, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
  { stdio: ['ignore', 'ignore', 'inherit'], env, cwd: root },
);
const cleanUp = () => preview.kill();
process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

/** Runs one engine's journeys; its output, line by line, marked with the engine. */
function runEngine(engine, command, args) {
  return new Promise((resolve) => {
    const child = spawn(bin(command), args, {
      cwd: root,
      env: {
        ...env,
        ENGINES_ORIGIN: appOrigin,
        FIREFOX_PATH: found.firefox ?? '',
        WEBKIT_DRIVER_PATH: found.webkitDriver ?? '',
        MINIBROWSER_PATH: found.miniBrowser ?? '',
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${engine}] ${line}`));
    }
    child.on('error', (error) => {
      console.error(`[${engine}] ${error.message}`);
      resolve(1);
    });
    child.on('exit', (status) => resolve(status ?? 1));
  });
}

let code = 1;
try {
  const end = Date.now() + 30_000;
  for (;;) {
    if (preview.exitCode !== null) throw new Error(`vite preview exited (${preview.exitCode})`);
    if (await answers()) break;
    if (Date.now() > end) throw new Error(`vite preview did not answer on ${appOrigin}`);
    await pause(100);
  }
  const began = Date.now();
  const grepArgs = (flag) => (grep === null ? [] : [flag, grep]);
  const codes = await Promise.all([
    runs('firefox')
      ? runEngine('firefox', 'playwright', [
          'test',
          '-c',
          'playwright.engines.config.ts',
          ...grepArgs('--grep'),
        ])
      : 0,
    runs('webkit')
      ? runEngine('webkit', 'vitest', [
          'run',
          '-c',
          'test/engines/webkit/vitest.config.ts',
          ...grepArgs('--testNamePattern'),
        ])
      : 0,
  ]);
  console.log(`\nEngine journeys took ${((Date.now() - began) / 1000).toFixed(1)} s.`);
  code = codes.every((status) => status === 0) ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  cleanUp();
}
process.exit(code);
