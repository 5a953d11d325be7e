import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { startNginx } from '../../../scripts/nginx.mjs';
import { expect, test } from '../fixtures';
import { loginViaModal } from '../helpers';

/**
 * A deployment while the site is open, across two real builds for a real API (the offline
 * worker, src/app/offline): scripts/e2e-nginx.mjs makes the first (E2E_API_OUT, the offline
 * journey's) and the next (E2E_API_NEXT_OUT, another BUILD_ID, so its entry and chunks have
 * other names and it sets another `<html data-build>`). Each test runs its own nginx over the
 * first build; the deployment puts an nginx over the next build in its place.
 */

const FIRST = resolve(process.env.E2E_API_OUT ?? 'dist-e2e-api');
const NEXT = resolve(process.env.E2E_API_NEXT_OUT ?? `${FIRST}-next`);
const NEXT_BUILD = process.env.E2E_NEXT_BUILD_ID ?? 'e2e-next';
/** One port per Playwright worker, so repeats run side by side. */
const PORT = Number(process.env.E2E_NGINX_UPDATE_PORT ?? 4183);
const OPERATOR = { email: 'operator@demo.test', password: 'Operator2026!' };
const NOTICE = 'A new version is available: Reload';

/**
 * nginx over the first build, and the deployment of the next: that nginx stops and a new one
 * serves the next build on the same port, as a new container does. (A symlink swapped under a
 * reloaded nginx is not atomic: its old workers finish kept-alive connections with the old
 * configuration, so a page of the next build can arrive with the first build's CSP header.)
 */
async function deployableSite(port: number) {
  let server = await startNginx({ root: FIRST, port });
  return {
    origin: server.origin,
    async deploy(): Promise<void> {
      await server.stop();
      server = await startNginx({ root: NEXT, port });
    },
    stop: () => server.stop(),
  };
}

const notice = (page: Page) => page.getByRole('status').filter({ hasText: NOTICE });
const build = (page: Page) => page.evaluate(() => document.documentElement.dataset.build ?? '');

/** Marks the document, so a reload (a new document) is told from the same one. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    const marked = window as unknown as { keptDocument?: boolean; controllerChanged?: boolean };
    marked.keptDocument = true;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      marked.controllerChanged = true;
    });
  });

test.describe('a deployment while the site is open', { tag: '@nginx' }, () => {
  test('both tabs are told, only the tab whose Reload is pressed reloads, nothing typed is lost, and an operator page loads the new code', async ({
    context,
  }, testInfo) => {
    const site = await deployableSite(PORT + testInfo.parallelIndex);
    try {
      // The first visit installs the worker; from the next load on it controls the pages.
      const typing = await context.newPage();
      await typing.goto(`${site.origin}/search/spokane/wa`);
      await typing.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await typing.reload();
      const results = typing.getByRole('region', { name: 'Search results' }).getByRole('article');
      await expect(results.first()).toBeVisible();
      const other = await context.newPage();
      await other.goto(`${site.origin}/search/spokane/wa`);
      await expect(other.getByRole('region', { name: 'Search results' })).toBeVisible();
      for (const page of [typing, other]) {
        expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      }
      const firstBuild = await build(typing);
      expect(firstBuild).not.toBe(NEXT_BUILD);
      await markDocument(typing);
      await markDocument(other);

      // A traveller is in the middle of typing in one tab.
      await typing.getByRole('button', { name: 'Estimate my trip' }).click();
      const miles = typing
        .getByRole('form', { name: 'Estimate my trip' })
        .getByLabel('Total miles');
      await miles.fill('123');

      await site.deploy();
      // The hourly check, now, in the other tab: the registration is shared, so both hear.
      await other.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await expect(notice(typing)).toBeVisible();
      await expect(notice(other)).toBeVisible();

      // An operator page, while the earlier worker still controls the site: the navigation goes
      // to the network (it is not on the worker's allow list), so it runs the next build's code,
      // with every chunk found.
      const operator = await context.newPage();
      const missing: string[] = [];
      operator.on('response', (response) => {
        if (response.status() >= 400 && new URL(response.url()).origin === site.origin) {
          missing.push(`${response.status()} ${response.url()}`);
        }
      });
      await operator.goto(`${site.origin}/subscribers/company`);
      await expect(operator.getByRole('heading', { level: 1, name: 'Oops!' })).toBeVisible();
      await loginViaModal(operator, OPERATOR.email, OPERATOR.password);
      await expect(
        operator.getByRole('banner').getByRole('button', { name: 'Logout' }),
      ).toBeVisible();
      await operator.goto(`${site.origin}/subscribers/company`);
      await expect(
        operator.getByRole('region', { name: 'Profile Management', exact: true }),
      ).toBeVisible();
      expect(await build(operator)).toBe(NEXT_BUILD);
      expect(missing).toEqual([]);
      await operator.close();

      // Reload in the other tab: that tab, and only it, reloads into the next build.
      await other.getByRole('button', { name: 'Reload' }).click();
      await expect(other.locator('html')).toHaveAttribute('data-build', NEXT_BUILD);
      await expect(other.getByRole('region', { name: 'Search results' })).toBeVisible();
      await expect(notice(other)).toBeHidden();

      // The typing tab saw the new worker take control, and stayed as it was.
      await expect
        .poll(() =>
          typing.evaluate(() => (window as { controllerChanged?: boolean }).controllerChanged),
        )
        .toBe(true);
      expect(await typing.evaluate(() => (window as { keptDocument?: boolean }).keptDocument)).toBe(
        true,
      );
      expect(await build(typing)).toBe(firstBuild);
      await expect(miles).toHaveValue('123');
      await expect(notice(typing)).toBeVisible();

      // Its own Reload, when it suits the traveller, loads the next build.
      await notice(typing).getByRole('button', { name: 'Reload' }).click();
      await expect(typing.locator('html')).toHaveAttribute('data-build', NEXT_BUILD);
      await expect(notice(typing)).toBeHidden();
    } finally {
      await site.stop();
    }
  });
});
