import { existsSync } from 'node:fs';

/** Debian's chromium-headless-shell: the same Blink and V8 as its chromium, without the browser. */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The Chromium for the browser tests found on the machine: $CHROME_PATH, then Debian's headless
 * shell, then its /usr/bin/chromium. Null when there is none (Playwright's own browser is next:
 * findChromium, or the config's default).
 *
 * The headless shell comes first because every journey, the nginx run and the size run load pages
 * with nothing on screen: it renders them with the same engine, and on CI's two cores the Chromium
 * journeys took 4.6 minutes in it against 5.8 in the full browser (docs/testing.md). `browser:
 * true` skips it, for Lighthouse, which audits a page as the whole browser loads it.
 */
export function machineChromium({ browser = false } = {}) {
  const candidates = [
    process.env.CHROME_PATH,
    browser ? null : HEADLESS_SHELL,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

/** machineChromium, else a browser Playwright installed itself; null when there is none. */
export async function findChromium({ browser = false } = {}) {
  const found = machineChromium({ browser });
  if (found) return found;
  try {
    const { chromium } = await import('@playwright/test');
    const own = chromium.executablePath();
    if (existsSync(own)) return own;
  } catch {
    // Playwright's own browser is optional.
  }
  return null;
}

export const HOW_TO_GET_CHROMIUM = `No Chromium found for the browser tests.
Looked at $CHROME_PATH, Debian's chromium-headless-shell and chromium, and Playwright's own
browser. Get one with either:
  sudo apt-get update && sudo apt-get install -y chromium-headless-shell   (Debian/Ubuntu)
  npx playwright install chromium                                          (where downloads are allowed)
or point CHROME_PATH at an existing Chrome/Chromium binary, then run the command again.`;

/** Flags proven on these machines (no sandbox as root, no background network). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
