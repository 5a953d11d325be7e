import { SAMPLE_TRIP_SHEET } from '../../../scripts/sampleTrip.mjs';
import { expect, test } from '../fixtures';

/**
 * The offline worker (build/offline.ts) in a build for a real API served by nginx, the demo API
 * answering over HTTP (scripts/e2e-nginx.mjs makes the build, playwright.nginx.config.ts serves
 * both): a traveller page visited once reloads with no connection, from the worker's precache,
 * says it is offline where it would load from the API, and loads once the connection is back.
 */

const API_SITE = `http://127.0.0.1:${process.env.E2E_NGINX_API_PORT ?? 4182}`;
const OFFLINE_TEXT =
  'You are offline. This page needs a connection; it will load when you are back online.';

test.describe('the app offline, through the worker', { tag: '@nginx' }, () => {
  test.use({ baseURL: API_SITE });

  test('a traveller page reloads offline, says it is offline instead of spinning, and loads once back online', async ({
    page,
    context,
  }) => {
    await page.goto('/search/spokane/wa');
    const results = page.getByRole('region', { name: 'Search results' }).getByRole('article');
    await expect(results.first()).toBeVisible();
    // The worker registers once the page has settled and is active once it has precached.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect(results.first()).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${API_SITE}/sw.js`,
    );
    // The API's calls never went through the worker's caches.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(cached.some((url) => url.includes('/api/'))).toBe(false);
    expect(cached.some((url) => url.includes('/index.html'))).toBe(true);

    await context.setOffline(true);
    await page.reload();
    // The shell and the page from the precache; the results say they need the connection.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bus Quote Search Results' }),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toBeVisible();
    await expect(page.getByText('Searching')).toBeHidden();
    await expect(results).toHaveCount(0);

    await context.setOffline(false);
    await expect(results.first()).toBeVisible();
    await expect(page.getByText(OFFLINE_TEXT)).toBeHidden();
  });
});

test.describe('the trip sheet offline', { tag: '@nginx' }, () => {
  test.use({ baseURL: API_SITE });

  test('a trip sheet opened once opens again with no connection, and says it is the saved trip', async ({
    page,
    context,
  }) => {
    await page.goto(SAMPLE_TRIP_SHEET);
    const heading = page.getByRole('heading', { level: 1, name: 'Choir tour' });
    const map = page.getByRole('img', { name: /^Route: Spokane, WA to Ellensburg, WA/ });
    await expect(heading).toBeVisible();
    await expect(map).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    await context.setOffline(true);
    await page.reload();
    await expect(heading).toBeVisible();
    await expect(page.getByText('Offline: showing the trip as saved.')).toBeVisible();
    // The map's drawing and data come from the precache too.
    await expect(map).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Seattle, WA to Spokane, WA' })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText('Offline: showing the trip as saved.')).toBeHidden();
  });
});
