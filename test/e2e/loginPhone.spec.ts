import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../scripts/demoLogin.mjs';
import { expect, test } from './fixtures';
import { typeInto } from './helpers';

/*
 * Issue 45: the portal login's Login at a phone's width, pressed ten times in a row as a person
 * does, by several accounts: a screen or two of each, then a logout through the header's menu,
 * or the site's data cleared in another tab of the same browser and `/` opened again. Each
 * press must land on the account's home (README, Demo accounts). The demo API keeps its pace
 * (a visitor's 150-400 ms a call).
 */

test.use({ viewport: { width: 390, height: 844 }, demoLatency: true });

interface Round {
  account: DemoAccount;
  /** Where the login lands, and its page's heading. */
  home: RegExp;
  heading: string;
  /** Remember Me: the login then lives in localStorage, where another tab can clear it. */
  remember: boolean;
  /** How the round ends: the header's Logout, or the site's data cleared in the other tab. */
  end: 'logout' | 'clear';
}

const round = (
  account: DemoAccount,
  home: RegExp,
  heading: string,
  remember: boolean,
  end: Round['end'],
): Round => ({ account, home, heading, remember, end });

const traveller = ['traveller', /\/users\/quote-history$/, 'Quote History'] as const;
const operator = ['operator', /\/subscribers\/listings$/, 'Listings'] as const;
const admin = ['admin', /\/admin\/reports$/, 'Admin Reports'] as const;

const ROUNDS: readonly Round[] = [
  round(...traveller, false, 'logout'),
  round(...operator, true, 'clear'),
  round(...admin, false, 'logout'),
  round('setup1', /\/subscribers\/init$/, 'Profile Information', true, 'clear'),
  round(...traveller, true, 'clear'),
  round(...operator, false, 'logout'),
  round('setup3', /\/subscribers\/init3$/, 'Add Metros', false, 'logout'),
  round(...admin, true, 'clear'),
  round(...traveller, false, 'logout'),
  round(...operator, true, 'clear'),
];

const banner = (page: Page) => page.getByRole('banner');
const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

/** The header's menu, folded at this width: opened with its toggle when it is closed. */
async function openHeaderMenu(page: Page): Promise<void> {
  const toggle = banner(page).getByRole('button', { name: 'Toggle navigation' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** A screen or two of the account, through its own menus, as a person looks around. */
async function lookAround(page: Page, { account }: Round): Promise<void> {
  if (account === 'traveller') {
    const menu = page.getByRole('navigation', { name: 'Account' });
    await menu.getByRole('link', { name: /^Messages/ }).click();
    await expect(heading(page, 'Messages')).toBeVisible();
    await menu.getByRole('link', { name: 'My Account', exact: true }).click();
    await expect(heading(page, 'My Account')).toBeVisible();
  } else if (account === 'operator') {
    const menu = page.getByRole('navigation', { name: 'Account' });
    await menu.getByRole('button', { name: /^Account menu/ }).click();
    await menu.getByRole('link', { name: 'Reviews', exact: true }).click();
    await expect(heading(page, 'Reviews')).toBeVisible();
  } else {
    // The admin and the accounts in setup have one screen: the header's Find a Bus.
    await openHeaderMenu(page);
    await banner(page).getByRole('link', { name: 'Find a Bus', exact: true }).click();
    await expect(heading(page, 'Bus Quote Search Results')).toBeVisible();
  }
}

/** Fills the portal login, scrolls its Login to the middle of the screen and presses it. */
async function logIn(page: Page, { account, remember }: Round): Promise<void> {
  // The page's own form (the header's Login dialog has one too): logged out, nothing over it.
  const form = page.getByRole('main').getByRole('form', { name: 'Login', exact: true });
  await expect(form, 'the portal login form').toBeVisible();
  const [email, password] = DEMO_ACCOUNTS[account];
  await typeInto(form.getByLabel('Email or Username'), email);
  await typeInto(form.getByLabel('Password'), password);
  if (remember) await form.getByLabel('Remember Me').check();
  const login = form.getByRole('button', { name: 'Login', exact: true });
  await login.evaluate((button) => button.scrollIntoView({ block: 'center' }));
  await expect(page.getByRole('dialog'), 'a dialog over the form').toHaveCount(0);
  await login.click();
}

test('the portal login at 390 px, ten logins in a row: after a logout, after the data was cleared in another tab @firefox', async ({
  page,
  context,
}) => {
  const began = Date.now();
  await page.goto('/');
  for (const [at, step] of ROUNDS.entries()) {
    await test.step(`login ${at + 1}: ${step.account}, then ${step.end}`, async () => {
      await expect(heading(page, 'Admin Portal')).toBeVisible();
      await logIn(page, step);
      await expect(page).toHaveURL(step.home);
      await expect(heading(page, step.heading)).toBeVisible();
      if (at === ROUNDS.length - 1) return;
      await lookAround(page, step);
      if (step.end === 'logout') {
        await openHeaderMenu(page);
        await banner(page).getByRole('button', { name: 'Logout' }).click();
        await expect(page).toHaveURL(/\/$/);
        return;
      }
      // Another tab of the site opened, its data cleared there and the tab closed, then `/`
      // opened again in this one.
      const other = await context.newPage();
      await other.goto('/');
      await expect(heading(other, 'Admin Portal')).toBeVisible();
      await other.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await other.close();
      await page.goto('/');
    });
  }
  test.info().annotations.push({
    type: 'time',
    description: `ten logins in ${((Date.now() - began) / 1000).toFixed(1)} s`,
  });
});
