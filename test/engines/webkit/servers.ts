import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { arch } from 'node:os';
import { join } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { recordErrors } from '../inPage';

/*
 * The processes the WebKit journeys run on: Xvfb, WebKitWebDriver (which starts MiniBrowser)
 * and a small proxy in front of the app. Start-up plumbing only: finding, waiting and checking
 * are WebdriverIO's and expect-webdriverio's, names and roles Testing Library's.
 */

const first = (...paths: (string | undefined)[]) =>
  paths.find((path): path is string => Boolean(path) && existsSync(path as string)) ?? null;
const libDir = `/usr/lib/${arch() === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu`;

/** WebKitGTK's driver and browser and Xvfb (Debian: webkit2gtk-driver, xvfb), or null. */
export function findWebKit(): { driver: string; browser: string; xvfb: string } | null {
  const driver = first(process.env.WEBKIT_DRIVER_PATH, '/usr/bin/WebKitWebDriver');
  const browser = first(
    process.env.MINIBROWSER_PATH,
    `${libDir}/webkit2gtk-4.1/MiniBrowser`,
    `${libDir}/webkit2gtk-4.0/MiniBrowser`,
  );
  const xvfb = first('/usr/bin/Xvfb');
  return driver && browser && xvfb ? { driver, browser, xvfb } : null;
}

export const RECORDER_PATH = '/__engines/record-errors.js';
export const TESTING_LIBRARY_PATH = '/__engines/testing-library-dom.js';
/** Testing Library's own browser build: it defines `window.TestingLibraryDom`. */
const TESTING_LIBRARY_FILE = join(
  import.meta.dirname,
  '../../../node_modules/@testing-library/dom/dist/@testing-library/dom.umd.min.js',
);

/**
 * WebKitWebDriver speaks classic WebDriver only (no BiDi, so no preload scripts): a small proxy
 * in front of the app makes two scripts the first elements of every HTML page's <head>, so they
 * run before the page's own scripts as preload scripts would: the error recorder (inPage.ts's
 * recordErrors) and Testing Library's browser build, which the `testing-library` locator
 * strategy calls (setup.ts). Same-origin, so the build's CSP (script-src 'self') allows them;
 * every other answer passes through untouched.
 */
export async function startProxy(appOrigin: string): Promise<Server> {
  const target = new URL(appOrigin);
  const scripts: Record<string, string> = {
    [RECORDER_PATH]: `(${String(recordErrors)})();\n`,
    [TESTING_LIBRARY_PATH]: readFileSync(TESTING_LIBRARY_FILE, 'utf8'),
  };
  const server = createServer((incoming, outgoing) => {
    const script = scripts[incoming.url ?? ''];
    if (script !== undefined) {
      // Kept by the browser between pages: 180 KB of Testing Library from its cache.
      outgoing.writeHead(200, {
        'content-type': 'text/javascript',
        'cache-control': 'max-age=600',
      });
      outgoing.end(script);
      return;
    }
    const headers = { ...incoming.headers, host: target.host };
    // Plain bodies, so an HTML page can be edited.
    delete headers['accept-encoding'];
    const forward = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers,
      },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!type.startsWith('text/html')) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const tags = Object.keys(scripts)
            .map((path) => `<script src="${path}"></script>`)
            .join('');
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head>/i, `<head>${tags}`);
          outgoing.writeHead(answer.statusCode ?? 502, {
            ...answer.headers,
            'content-length': Buffer.byteLength(html),
          });
          outgoing.end(html);
        });
      },
    );
    forward.on('error', (error) => {
      outgoing.writeHead(502);
      outgoing.end(String(error));
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Xvfb on a display it picks itself (-displayfd): no clash with another X server. */
export async function startXvfb(xvfb: string): Promise<{ process: ChildProcess; display: string }> {
  const child = spawn(
    xvfb,
    ['-displayfd', '1', '-screen', '0', '1400x1050x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const display = await new Promise<string>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code})`)));
    child.stdout?.once('data', (data: Buffer) => resolve(String(data).trim()));
  });
  child.removeAllListeners('exit');
  return { process: child, display: `:${display}` };
}

/**
 * WebKitWebDriver on a free port, for the display given; resolves once it answers /status.
 * GTK's "no animations" setting (in a settings.ini of its own under `tmp`) is WebKitGTK's
 * prefers-reduced-motion.
 */
export async function startDriver(
  driver: string,
  display: string,
  tmp: string,
): Promise<{ process: ChildProcess; port: number }> {
  const config = join(tmp, 'webkit-config');
  mkdirSync(join(config, 'gtk-3.0'), { recursive: true });
  writeFileSync(
    join(config, 'gtk-3.0', 'settings.ini'),
    '[Settings]\ngtk-enable-animations=false\n',
  );
  const port = await freePort();
  const child = spawn(driver, [`--port=${port}`], {
    stdio: 'ignore',
    env: {
      ...process.env,
      DISPLAY: display,
      XDG_CONFIG_HOME: config,
      // Xvfb has no GPU: WebKit's accelerated compositing would draw every frame through
      // software GL, slowing each page for nothing the journeys look at.
      WEBKIT_DISABLE_COMPOSITING_MODE: '1',
      // The time fields' layout follows the locale (24 h here, AM/PM in en_US): one for all
      // machines, so typing 18:00 means 18:00 everywhere.
      LC_ALL: 'C.UTF-8',
    },
  });
  const end = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode})`);
    const status = await fetch(`http://127.0.0.1:${port}/status`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (status) return { process: child, port };
    if (Date.now() > end) {
      child.kill();
      throw new Error('WebKitWebDriver did not answer within 15 s');
    }
    await pause(50);
  }
}
