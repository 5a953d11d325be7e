import { existsSync } from 'node:fs';

/**
 * Finds a Chromium for the browser tests: $CHROME_PATH, then Debian's /usr/bin/chromium, then
 * a browser Playwright installed itself. Returns null when there is none.
 */
export async function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  try {
    const { chromium } = await import('@playwright/test');
    candidates.push(chromium.executablePath());
  } catch {
    // Playwright's own browser is optional.
  }
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

export const HOW_TO_GET_CHROMIUM = `No Chromium found for the browser tests.
Looked at $CHROME_PATH, /usr/bin/chromium and Playwright's own browser. Get one with either:
  sudo apt-get update && sudo apt-get install -y chromium      (Debian/Ubuntu; gives /usr/bin/chromium)
  npx playwright install chromium                               (where downloads are allowed)
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
