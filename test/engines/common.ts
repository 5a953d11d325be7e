import type { Page, Step } from './page';

export const banner: Step = { role: 'banner' };
export const accountMenu: Step = { role: 'navigation', name: 'Account' };

export const ACCOUNTS = {
  traveller: { email: 'traveller@demo.test', password: 'Travel2026!' },
  operator: { email: 'operator@demo.test', password: 'Operator2026!' },
  setup1: { email: 'setup1@demo.test', password: 'Operator2026!' },
  admin: { email: 'admin@demo.test', password: 'Admin2026!' },
} as const;

/** The header's Login modal, as test/e2e/helpers.ts's loginViaModal; waits for Logout. */
export async function logIn(page: Page, account: { email: string; password: string }) {
  await page.click([banner, { role: 'button', name: 'Login', exact: true }]);
  const dialog: Step = { role: 'dialog', name: 'Login', exact: true };
  await page.fill([dialog, { label: 'UserName' }], account.email);
  await page.fill([dialog, { label: 'Password' }], account.password);
  await page.click([dialog, { role: 'button', name: 'Login', exact: true }]);
  await page.see([banner, { role: 'button', name: 'Logout' }]);
}

/** The header's Logout: the Login button is back. */
export async function logOut(page: Page) {
  await page.click([banner, { role: 'button', name: 'Logout' }]);
  await page.see([banner, { role: 'button', name: 'Login', exact: true }]);
}

/** The page's main heading, as each screen has one. */
export const heading = (name: string | RegExp): Step => ({
  role: 'heading',
  level: 1,
  name,
  exact: typeof name === 'string',
});

/**
 * Screens reached the way a visitor moves (a link of a menu, in the app, no reload), each
 * checked for its heading and for any error event so far.
 */
export async function tour(
  page: Page,
  menu: Step,
  screens: [link: string, title: string, url: RegExp][],
) {
  for (const [link, title, url] of screens) {
    await page.click([menu, { role: 'link', name: link, exact: true }]);
    await page.waitUrl(url);
    await page.see(heading(title));
    await page.expectNoErrors();
  }
}

/** YYYY-MM-DD `days` from today (the browser and this process share the clock). */
export function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
