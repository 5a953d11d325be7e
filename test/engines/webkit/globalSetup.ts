import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remote } from 'webdriverio';
import type { TestProject } from 'vitest/node';
import { findWebKit, startDriver, startProxy, startXvfb } from './servers';

/** What the test files need to join the one browser session (see session.ts). */
export interface WebKitSession {
  /** The app's origin as the browser reaches it: the recorder proxy in front of it. */
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

const HOW_TO_GET_WEBKIT = `The WebKit journeys need WebKitGTK's WebDriver with Xvfb. Get them with (Debian/Ubuntu):
  sudo apt-get update && sudo apt-get install -y webkit2gtk-driver xvfb
or point WEBKIT_DRIVER_PATH and MINIBROWSER_PATH at existing binaries.`;

/**
 * Once for the whole run: the proxy in front of ENGINES_ORIGIN (a `vite preview` of the demo
 * build, already serving), Xvfb, WebKitWebDriver and one MiniBrowser session, which every test
 * file joins: WebKitWebDriver allows one session at a time. Everything stopped by its own
 * handle at the end.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const appOrigin = process.env.ENGINES_ORIGIN ?? 'http://127.0.0.1:4182';
  const paths = findWebKit();
  if (!paths) throw new Error(HOW_TO_GET_WEBKIT);
  const answers = await fetch(`${appOrigin}/robots.txt`).then(
    (answer) => answer.ok,
    () => false,
  );
  if (!answers) throw new Error(`Nothing serves the app on ${appOrigin} (ENGINES_ORIGIN).`);

  const stops: (() => unknown)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step();
  };
  try {
    const tmp = mkdtempSync(join(tmpdir(), 'engines-webkit-'));
    stops.push(() => rmSync(tmp, { recursive: true, force: true }));
    const proxy = await startProxy(appOrigin);
    stops.push(() => new Promise((resolve) => proxy.close(resolve)));
    const xvfb = await startXvfb(paths.xvfb);
    stops.push(() => xvfb.process.kill());
    const driver = await startDriver(paths.driver, xvfb.display, tmp);
    stops.push(() => driver.process.kill());

    // WebKitGTK's own capability, which WebdriverIO's types do not list.
    const webkitgtk = {
      'webkitgtk:browserOptions': { binary: paths.browser, args: ['--automation'] },
    };
    const browser = await remote({
      hostname: '127.0.0.1',
      port: driver.port,
      path: '/',
      logLevel: 'warn',
      capabilities: {
        browserName: 'MiniBrowser',
        // WebKitWebDriver has no BiDi: without this WebdriverIO asks for it and the session fails.
        'wdio:enforceWebDriverClassic': true,
        // A leave-page warning (unsaved edits) must not hold a journey's next navigation.
        unhandledPromptBehavior: 'accept',
        ...webkitgtk,
      },
    });
    stops.push(() => browser.deleteSession().catch(() => undefined));
    await browser.setWindowSize(1280, 900);

    project.provide('webkit', {
      origin: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
      port: driver.port,
      sessionId: browser.sessionId,
      capabilities: browser.capabilities,
      tmp,
    });
    return stop;
  } catch (error) {
    await stop();
    throw error;
  }
}
