import { expect } from 'expect-webdriverio';
import type { ChainablePromiseElement } from 'webdriverio';
import { browser, byLabelText, byRole, expectNoErrors, fill, heading } from './session';

export const banner = () => byRole(browser, 'banner');
export const accountMenu = () => byRole(browser, 'navigation', { name: 'Account' });

export { ACCOUNTS } from '../journeyData';

/** The header's Login modal, as test/e2e/helpers.ts's loginViaModal; waits for Logout. */
export async function logIn(account: { email: string; password: string }) {
  await byRole(banner(), 'button', { name: 'Login' }).click();
  const dialog = () => byRole(browser, 'dialog', { name: 'Login' });
  await fill(byRole(dialog(), 'textbox', { name: 'UserName' }), account.email);
  await fill(byLabelText(dialog(), /Password$/), account.password);
  await byRole(dialog(), 'button', { name: 'Login' }).click();
  await expect(byRole(banner(), 'button', { name: 'Logout' })).toBeDisplayed();
}

/** The header's Logout: the Login button is back. */
export async function logOut() {
  await byRole(banner(), 'button', { name: 'Logout' }).click();
  await expect(byRole(banner(), 'button', { name: 'Login' })).toBeDisplayed();
}

/**
 * Screens reached the way a visitor moves (a link of a menu, in the app, no reload), each
 * checked for its heading and for any error event so far.
 */
export async function tour(
  menu: () => ChainablePromiseElement,
  screens: [link: string, title: string, url: RegExp][],
) {
  for (const [link, title, url] of screens) {
    await byRole(menu(), 'link', { name: link }).click();
    await expect(browser).toHaveUrl(url);
    await expect(heading(title)).toBeDisplayed();
    await expectNoErrors();
  }
}
