import { expect } from 'expect-webdriverio';
import { test } from 'vitest';
import type { ChainablePromiseElement } from 'webdriverio';
import { OPERATOR_MENU } from '../journeyData';
import { ACCOUNTS, accountMenu, logIn, logOut, tour } from './common';
import {
  browser,
  byLabelText,
  byRole,
  byText,
  expectNoErrors,
  fill,
  goto,
  heading,
} from './session';

/**
 * The operator in WebKit: the finished demo operator's screens, a metro added through the Add
 * New Metro dialog, a bid on its bid page (test/e2e/listings and bids specs do the same in
 * Chromium).
 */

const listings = () => byRole(browser, 'table', { name: 'Your metro listings' });
/** The row of a table whose cell is named `metro`. */
const rowOf = (table: ChainablePromiseElement, metro: string) =>
  byRole(table, 'cell', { name: metro }).parentElement();

test('operator: log in, Listings, each screen of the account menu', async () => {
  await goto('/');
  await expect(heading('Admin Portal')).toBeDisplayed();
  await logIn(ACCOUNTS.operator);
  await expect(browser).toHaveUrl(/\/subscribers\/listings$/);
  await expect(heading('Listings')).toBeDisplayed();
  await expect(rowOf(listings(), 'Dallas, TX')).toHaveText(/Active\/Approved/);
  await expectNoErrors();
  await tour(accountMenu, OPERATOR_MENU);
  // Its name carries the unread count ("Messages (5 unread)").
  await byRole(accountMenu(), 'link', { name: /^Messages/ }).click();
  await expect(browser).toHaveUrl(/\/subscribers\/messages$/);
  await expect(heading('Messages')).toBeDisplayed();
  await logOut();
});

async function operatorListings() {
  await goto('/');
  await logIn(ACCOUNTS.operator);
  await expect(browser).toHaveUrl(/\/subscribers\/listings$/);
  await expect(heading('Listings')).toBeDisplayed();
}

test('operator: the Add New Metro dialog adds Tyler, TX', async () => {
  await operatorListings();
  await byRole(browser, 'button', { name: 'Add New Metro' }).click();
  const dialog = () => byRole(browser, 'dialog', { name: 'Add New Metro' });
  await fill(byLabelText(dialog(), 'City'), 'Tyl');
  const cities = byRole(dialog(), 'list', { name: 'Matching cities' });
  await byRole(cities, 'button', { name: /Tyler/ }).click();
  await byRole(dialog(), 'button', { name: 'Find Metros' }).click();
  const found = byRole(browser, 'table', { name: /Metros within 50 miles of Tyler/ });
  await byRole(rowOf(found, 'Tyler, TX'), 'button', { name: /Add This Metro/ }).click();
  const confirm = () => byRole(browser, 'dialog', { name: 'Add Tyler, TX' });
  await expect(confirm()).toHaveText(/Are you sure you want to request to add this metro\?/);
  await byRole(confirm(), 'button', { name: 'Yes, Add Metro' }).click();
  await expect(confirm()).not.toBeDisplayed();
  await expect(dialog()).not.toBeDisplayed();
  await expect(byText(browser, 'Your request to add Tyler, TX has been sent.')).toBeDisplayed();
  await expect(rowOf(listings(), 'Tyler, TX')).toHaveText(/Pending Approval/);
});

test('operator: a bid on its bid page (/subscribers/bid/:id)', async () => {
  await operatorListings();
  await byRole(accountMenu(), 'link', { name: 'Bid for Placement' }).click();
  await expect(browser).toHaveUrl(/\/subscribers\/bidListings$/);
  const bids = () => byRole(browser, 'table', { name: 'Your metro listings for bidding' });
  await byRole(rowOf(bids(), 'Dallas, TX'), 'link', { name: /Edit/ }).click();
  await expect(browser).toHaveUrl(/\/subscribers\/bid\/\d+$/);
  await expect(heading('Bid For Placement: Dallas, TX')).toBeDisplayed();
  const submit = () => byRole(browser, 'button', { name: 'Submit Bid' });
  await expect(submit()).toBeDisabled();
  const positions = byRole(browser, 'group', { name: 'Choose a position in Dallas, TX' });
  await byRole(positions, 'radio', { name: 'Bid Now for position 1' }).click();
  await expect(submit()).toBeEnabled();
  await submit().click();

  const confirmation = () => byRole(browser, 'dialog', { name: 'Bid Confirmation' });
  await expect(confirmation()).toHaveText(/\$375\.00/);
  await byRole(confirmation(), 'button', { name: 'Submit Changes' }).click();
  const received = () => byRole(browser, 'dialog', { name: 'Bid Received' });
  await expect(received()).toHaveText(/We have received your request to change your position\./);
  await byRole(received(), 'button', { name: 'Close' }).click();
  await expect(browser).toHaveUrl(/\/subscribers\/bidListings$/);
  await expect(rowOf(bids(), 'Dallas, TX')).toHaveText(/\$375\.00/);
});
