import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * The demo in Chromium through nginx: it runs under the header policy and the other headers
 * with nothing in the console, errors or warnings (a Permissions-Policy feature Chromium does not
 * know is a warning on every page), a deep link loads cold, and no other origin can frame the app. CSP violations fail
 * every test here (fixtures.ts).
 */

const ARREARS_KEY = 'a7f3c9e2b14d4e8f9c0a6b2d5e1f3a7c';

function collectConsoleProblems(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('the demo served by nginx', { tag: '@nginx' }, () => {
  test('the search runs with the demo service worker and nothing in the console', async ({
    page,
  }) => {
    const errors = collectConsoleProblems(page);
    await page.goto('/search/dallas/tx?type=2');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bus Quote Search Results' }),
    ).toBeVisible();
    await expect(page.locator('[data-size-ready]')).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    // The demo API answered through the service worker nginx served.
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
      /\/mockServiceWorker\.js$/,
    );
    expect(errors).toEqual([]);
  });

  test('a deep link with a query string loads cold', async ({ page }) => {
    const errors = collectConsoleProblems(page);
    await page.goto(`/charge_arrears/${ARREARS_KEY}?from=email`);
    const form = page.getByRole('form', { name: 'Pay Your Balance' });
    await expect(form.getByLabel(/Company Name/)).toHaveValue('Red River Coach Lines');
    expect(errors).toEqual([]);
  });
});

test.describe('framing', { tag: '@nginx' }, () => {
  /**
   * The framing page comes from a real server on another port (another origin). A page the test
   * fulfilled itself would count as public, and Chromium would refuse its local frame for that
   * reason (Local Network Access) whatever our headers say.
   */
  let framer: Server;
  let framerOrigin = '';
  let frameSrc = '';
  test.beforeAll(async () => {
    framer = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end(
        `<!doctype html><title>Framer</title><iframe src="${frameSrc}" width="800" height="600"></iframe>`,
      );
    });
    await new Promise<void>((done) => framer.listen(0, '127.0.0.1', done));
    framerOrigin = `http://127.0.0.1:${(framer.address() as AddressInfo).port}`;
  });
  test.afterAll(async () => {
    await new Promise((done) => framer.close(done));
  });

  test('a page of another origin cannot frame the app', async ({ page, baseURL }) => {
    frameSrc = `${baseURL}/subscribers/payments`;
    // Chromium's words change between versions ("Refused to frame ...", "Framing ... violates"):
    // the directive and our origin are what count.
    const refused = page.waitForEvent(
      'console',
      (message) =>
        message.text().includes("frame-ancestors 'none'") && message.text().includes(`${baseURL}/`),
    );
    await page.goto(`${framerOrigin}/`);
    await refused;
    // Chromium puts its error page in the frame instead: no document of ours ran there.
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    await expect.poll(() => frame?.url()).toMatch(/^chrome-error:/);
  });

  test('the same page shows the app once the frame headers are taken away (so the check above can fail)', async ({
    page,
    baseURL,
  }) => {
    frameSrc = `${baseURL}/search`;
    await page.route(frameSrc, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      delete headers['x-frame-options'];
      await route.fulfill({ response, headers });
    });
    await page.goto(`${framerOrigin}/`);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('link', { name: /Bus Charter Quotes/ }).first()).toBeVisible();
  });
});
