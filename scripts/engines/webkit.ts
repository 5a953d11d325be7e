import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
/*
 * selenium-webdriver rather than WebdriverIO: one package with four small dependencies (WebdriverIO
 * brings about a hundred, and a test runner we do not use), a plain W3C WebDriver client that
 * talks to WebKitWebDriver as it is, and its executeScript hands back elements as WebElements,
 * which is all the adapter below needs.
 */
import { Builder, Capabilities, Key as Keys, WebElement, type WebDriver } from 'selenium-webdriver';
import type { Driver, ElementRef, Key } from '../../test/engines/page';
import { recordErrors } from '../../test/engines/inPage';
import type { Engine } from './firefox';

export interface WebKitPaths {
  driver: string;
  browser: string;
  xvfb: string;
}

const KEYS: Record<Key, string> = {
  Enter: Keys.ENTER,
  Tab: Keys.TAB,
  Escape: Keys.ESCAPE,
  Space: Keys.SPACE,
  ArrowDown: Keys.ARROW_DOWN,
  ArrowUp: Keys.ARROW_UP,
  Backspace: Keys.BACK_SPACE,
};

const RECORDER_PATH = '/__engines/record-errors.js';

/**
 * WebKitWebDriver speaks classic WebDriver only (no BiDi, so no preload scripts): the error
 * recorder reaches the page through a small proxy in front of `vite preview` that serves it and
 * makes it the first element of every HTML page's <head>, so it runs before the page's own
 * scripts as a preload script would. Same-origin, so the build's CSP (script-src 'self') allows
 * it; every other answer passes through untouched.
 */
async function startRecorderProxy(appOrigin: string): Promise<Server> {
  const target = new URL(appOrigin);
  const recorder = `(${String(recordErrors)})();\n`;
  const server = createServer((incoming, outgoing) => {
    if (incoming.url === RECORDER_PATH) {
      outgoing.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      outgoing.end(recorder);
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
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head>/i, `<head><script src="${RECORDER_PATH}"></script>`);
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

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Xvfb on a display it picks itself (-displayfd): no clash with another X server. */
async function startXvfb(xvfb: string): Promise<{ process: ChildProcess; display: string }> {
  const child = spawn(
    xvfb,
    ['-displayfd', '1', '-screen', '0', '1400x1050x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const display = await new Promise<string>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code})`)));
    child.stdout?.once('data', (data: Buffer) => resolve(String(data).trim()));
  });
  child.removeAllListeners('exit');
  return { process: child, display: `:${display}` };
}

async function waitForDriver(url: string, driver: ChildProcess): Promise<void> {
  const end = Date.now() + 15_000;
  while (Date.now() < end) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    try {
      const status = await fetch(`${url}/status`);
      if (status.ok) return;
    } catch {
      // Not listening yet.
    }
    await pause(50);
  }
  throw new Error('WebKitWebDriver did not answer within 15 s');
}

/**
 * WebKitGTK (Safari's engine) through WebKitWebDriver and its MiniBrowser under Xvfb, driven by
 * selenium-webdriver. GTK's "no animations" setting is WebKitGTK's prefers-reduced-motion.
 */
export async function startWebKit(
  paths: WebKitPaths,
  appOrigin: string,
  tmp: string,
): Promise<Engine> {
  const stops: (() => unknown)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step();
  };
  try {
    const proxy = await startRecorderProxy(appOrigin);
    stops.push(() => new Promise((resolve) => proxy.close(resolve)));
    const origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

    const xvfb = await startXvfb(paths.xvfb);
    stops.push(() => xvfb.process.kill());

    const config = join(tmp, 'webkit-config');
    mkdirSync(join(config, 'gtk-3.0'), { recursive: true });
    writeFileSync(
      join(config, 'gtk-3.0', 'settings.ini'),
      '[Settings]\ngtk-enable-animations=false\n',
    );

    const port = await freePort();
    const driverProcess = spawn(paths.driver, [`--port=${port}`], {
      stdio: 'ignore',
      env: {
        ...process.env,
        DISPLAY: xvfb.display,
        XDG_CONFIG_HOME: config,
        // Xvfb has no GPU: WebKit's accelerated compositing would draw every frame through
        // software GL, slowing each page for nothing the journeys look at.
        WEBKIT_DISABLE_COMPOSITING_MODE: '1',
      },
    });
    stops.push(() => driverProcess.kill());
    const server = `http://127.0.0.1:${port}`;
    await waitForDriver(server, driverProcess);

    const capabilities = new Capabilities({
      browserName: 'MiniBrowser',
      // A leave-page warning (unsaved edits) must not hold a journey's next navigation.
      unhandledPromptBehavior: 'accept',
      'webkitgtk:browserOptions': { binary: paths.browser, args: ['--automation'] },
    });
    const driver: WebDriver = await new Builder()
      .usingServer(server)
      .withCapabilities(capabilities)
      .build();
    stops.push(() => driver.quit().catch(() => undefined));
    await driver.manage().window().setRect({ width: 1280, height: 900 });

    const script = (fn: string) => `return (${fn}).apply(null, arguments)`;
    const element = (ref: ElementRef) => ref as unknown as WebElement;
    const engine: Driver = {
      engine: 'webkit',
      origin,
      async open(url) {
        await driver.get(url);
      },
      evaluate<T>(fn: string, args: unknown[]) {
        return driver.executeScript<T>(script(fn), ...args);
      },
      async element(fn, args) {
        const result: unknown = await driver.executeScript(script(fn), ...args);
        return result instanceof WebElement ? (result as unknown as ElementRef) : String(result);
      },
      async click(ref) {
        await element(ref).click();
      },
      async type(text) {
        await driver.actions({ async: true }).sendKeys(text).perform();
      },
      async press(key) {
        await driver.actions({ async: true }).sendKeys(KEYS[key]).perform();
      },
      async upload(ref, file) {
        await element(ref).sendKeys(file);
      },
      // WebDriver classic has no console: the recorder's console.error hook is all there is.
      takeConsoleErrors: () => [],
    };
    return { ...engine, close: stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
