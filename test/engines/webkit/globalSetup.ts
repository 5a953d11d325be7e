import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { remote } from 'webdriverio';
import type { TestProject } from 'vitest/node';
import { recordErrors } from '../inPage';

/** What the test files need to join the one browser session (see session.ts). */
export interface WebKitSession {
  origin: string;
  port: number;
  sessionId: string;
  capabilities: WebdriverIO.Capabilities;
  /** A scratch folder (the photo to upload). */
  tmp: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    webkit: WebKitSession;
  }
}

const root = join(import.meta.dirname, '../../..');

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

/** Waits until `url` answers, or fails once `child` exits or 30 s have passed. */
async function answers(url: string, child: ChildProcess): Promise<void> {
  for (const end = Date.now() + 30_000; ; await pause(100)) {
    if (child.exitCode !== null) throw new Error(`${child.spawnfile} exited (${child.exitCode})`);
    if ((await fetch(url).catch(() => null))?.ok) return;
    if (Date.now() > end) throw new Error(`${url} did not answer within 30 s`);
  }
}

/**
 * Once for the whole run: the demo build (ENGINES_OUT) served by `vite preview` on a free port,
 * Xvfb on a display it picks itself, WebKitWebDriver (paths from scripts/engines.mjs) and one
 * MiniBrowser session, which every test file joins: WebKitWebDriver allows one session at a
 * time. Everything stopped by its own handle at the end.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { ENGINES_OUT, WEBKIT_DRIVER_PATH, MINIBROWSER_PATH, XVFB_PATH } = process.env;
  if (!ENGINES_OUT || !WEBKIT_DRIVER_PATH || !MINIBROWSER_PATH || !XVFB_PATH)
    throw new Error('Run the WebKit journeys with npm run test:engines -- webkit.');
  const stops: (() => unknown)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step();
  };
  const start = (command: string, args: string[], options: SpawnOptions = {}) => {
    const child = spawn(command, args, { stdio: 'ignore', cwd: root, ...options });
    stops.push(() => child.kill());
    return child;
  };
  try {
    const tmp = mkdtempSync(join(tmpdir(), 'engines-webkit-'));
    stops.push(() => rmSync(tmp, { recursive: true, force: true }));

    // Classic WebDriver (WebKitWebDriver has no BiDi) has no preload scripts: a copy of the
    // build whose page (index.html, the SPA's only one) runs two scripts before its own, the
    // error recorder (inPage.ts) and Testing Library's browser build, which session.ts's
    // locator strategy calls. Same-origin files, so the build's CSP (script-src 'self') allows them.
    const app = join(tmp, 'app');
    cpSync(join(root, ENGINES_OUT), app, { recursive: true });
    const library = 'node_modules/@testing-library/dom/dist/@testing-library/dom.umd.min.js';
    writeFileSync(join(app, '__record-errors.js'), `(${String(recordErrors)})();\n`);
    writeFileSync(join(app, '__testing-library.js'), readFileSync(join(root, library)));
    const tags = '<script src="/__record-errors.js"></script><script src="/__testing-library.js">';
    const page = readFileSync(join(app, 'index.html'), 'utf8');
    writeFileSync(join(app, 'index.html'), page.replace(/<head>/i, `<head>${tags}</script>`));
    const origin = `http://127.0.0.1:${await freePort()}`;
    const { port: appPort } = new URL(origin);
    const vite = join(root, 'node_modules/.bin/vite');
    const args = ['--outDir', app, '--strictPort', '--host', '127.0.0.1', '--port', appPort];
    await answers(`${origin}/robots.txt`, start(vite, ['preview', ...args]));

    const xvfb = start(
      XVFB_PATH,
      ['-displayfd', '1', '-screen', '0', '1400x1050x24', '-nolisten', 'tcp'],
      {
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    const display = await new Promise<string>((done, fail) => {
      xvfb.once('exit', (code) => fail(new Error(`Xvfb exited (${code})`)));
      xvfb.stdout?.once('data', (data: Buffer) => done(`:${String(data).trim()}`));
    });
    // GTK's "no animations" setting is WebKitGTK's prefers-reduced-motion.
    const config = join(tmp, 'config');
    mkdirSync(join(config, 'gtk-3.0'), { recursive: true });
    writeFileSync(
      join(config, 'gtk-3.0/settings.ini'),
      '[Settings]\ngtk-enable-animations=false\n',
    );
    // MiniBrowser's toolbar buttons (GTK widgets, not the page) held its window at 447 px or
    // wider: without their padding a phone's 390 px fits (the login journey of issue 45, in history at f8db438).
    writeFileSync(
      join(config, 'gtk-3.0/gtk.css'),
      'window > box > box button { min-width: 0; padding: 0; }\n',
    );
    const port = await freePort();
    const driver = start(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
      env: {
        ...process.env,
        DISPLAY: display,
        XDG_CONFIG_HOME: config,
        // Xvfb has no GPU: accelerated compositing would draw every frame through software GL.
        WEBKIT_DISABLE_COMPOSITING_MODE: '1',
        // The time fields' layout follows the locale (24 h here, AM/PM in en_US): one for all.
        LC_ALL: 'C.UTF-8',
      },
    });
    await answers(`http://127.0.0.1:${port}/status`, driver);

    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      path: '/',
      logLevel: 'warn',
      capabilities: {
        browserName: 'MiniBrowser',
        // WebKitWebDriver has no BiDi: without this WebdriverIO asks for it and the session fails.
        'wdio:enforceWebDriverClassic': true,
        // A leave-page warning (unsaved edits) must not hold a journey's next navigation.
        unhandledPromptBehavior: 'accept',
        // WebKitGTK's own capability, which WebdriverIO's types do not list.
        ...{ 'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] } },
      },
    });
    stops.push(() => browser.deleteSession().catch(() => undefined));
    await browser.setWindowSize(1280, 900);
    const { sessionId, capabilities } = browser;
    project.provide('webkit', { origin, port, sessionId, capabilities, tmp });
    return stop;
  } catch (error) {
    await stop();
    throw error;
  }
}
