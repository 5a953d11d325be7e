import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Logs in on the portal page (/), with or without Remember Me, as the demo traveller. */
async function portalLogin(page: Page, rememberMe: boolean): Promise<void> {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Login', exact: true });
  await form.getByLabel('Email or Username').fill('traveller@demo.test');
  await form.getByLabel('Password').fill('Travel2026!');
  if (rememberMe) await form.getByLabel('Remember Me').check();
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(myAccount(page)).toBeVisible();
  await expect(page).toHaveURL(/\/users\/quote-history$/);
}

const myAccount = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'My Account', exact: true });
const loginButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Login', exact: true });

for (const rememberMe of [false, true]) {
  test(`a logout ${rememberMe ? 'with' : 'without'} Remember Me survives a reload and Back`, async ({
    page,
  }) => {
    await portalLogin(page, rememberMe);
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(loginButton(page)).toBeVisible();
    // Right away, no waiting for a timer: the reload must not bring the login back.
    await page.reload();
    await expect(loginButton(page)).toBeVisible();
    await expect(myAccount(page)).toHaveCount(0);
    const stored = await page.evaluate(() => [
      window.localStorage.getItem('buscharter:auth'),
      window.sessionStorage.getItem('buscharter:auth'),
    ]);
    expect(stored.join(' ')).not.toContain('"loggedIn":"true"');
    // Back to the account page: it asks for a login instead of showing the account.
    await page.goBack();
    await expect(page.getByRole('dialog', { name: 'Login', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Quote History' })).toHaveCount(0);
  });
}

test('a login without Remember Me ends with the browser session', async ({ browser }) => {
  const first = await browser.newContext();
  const page = await first.newPage();
  await portalLogin(page, false);
  const state = await first.storageState();
  await first.close();
  // A new browser session gets the cookies and localStorage back, never sessionStorage.
  const second = await browser.newContext({ storageState: state });
  const again = await second.newPage();
  await again.goto('/join');
  await expect(loginButton(again)).toBeVisible();
  await second.close();
});

test('a logout in one tab ends the same login in the other tab', async ({ context }) => {
  const first = await context.newPage();
  await portalLogin(first, true);
  const second = await context.newPage();
  await second.goto('/users/quote-history');
  await expect(myAccount(second)).toBeVisible();

  await first.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(loginButton(second)).toBeVisible();
  // The second tab writes nothing back: a reload of either stays logged out.
  await second.reload();
  await expect(loginButton(second)).toBeVisible();
  await first.reload();
  await expect(loginButton(first)).toBeVisible();
});

test('Reset demo data logs out for good', async ({ page }) => {
  await portalLogin(page, true);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Reset demo data' }).click();
  await page
    .getByRole('dialog', { name: 'Reset the demo data?' })
    .getByRole('button', { name: 'Reset demo data' })
    .click();
  await expect(loginButton(page)).toBeVisible();
  await page.reload();
  await expect(loginButton(page)).toBeVisible();
});

test('demo mode with storage blocked by the browser runs and forgets on reload', async ({
  page,
}) => {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      // As a browser that blocks site data does: a configurable getter that throws.
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
  await portalLogin(page, true);
  await page.reload();
  await expect(loginButton(page)).toBeVisible();
});
