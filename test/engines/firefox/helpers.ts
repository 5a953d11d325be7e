import type { Locator, Page } from '@playwright/test';
import { loginViaModal } from '../../e2e/helpers';
import { expect } from './fixtures';

export { ACCOUNTS, inDays } from '../journeyData';

/**
 * Types over a text field key by key. Not fill(): in Firefox over BiDi (Playwright 1.62) its
 * text insertion leaves the field empty, so React never sees a change. Date, time and select
 * fields are fine with fill() and selectOption().
 */
export async function typeInto(field: Locator, text: string): Promise<void> {
  await field.clear();
  await field.pressSequentially(text);
}

export const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

export const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Account' });

/** The header's Login modal (test/e2e/helpers.ts's, typed key by key); waits for Logout. */
export async function logIn(page: Page, account: { email: string; password: string }) {
  await loginViaModal(page, account.email, account.password, { type: typeInto });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
}

export async function logOut(page: Page) {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Logout' }).click();
  await expect(banner.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
}

/** Screens reached by the account menu's links, in the app (no reload), each by its heading. */
export async function tour(page: Page, screens: [link: string, title: string, url: RegExp][]) {
  for (const [link, title, url] of screens) {
    await accountMenu(page).getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(heading(page, title)).toBeVisible();
  }
}
