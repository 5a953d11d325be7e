import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { OPERATOR_MENU } from '../journeyData';
import { ACCOUNTS, accountMenu, heading, logIn, logOut, tour, typeInto } from './helpers';

/**
 * The operator in Firefox: the finished demo operator's screens, a metro added through the Add
 * New Metro dialog, a bid on its bid page (test/e2e/listings and bids specs do the same in
 * Chromium).
 */

const listings = (page: Page) => page.getByRole('table', { name: 'Your metro listings' });
const rowOf = (table: Locator, metro: string) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('cell', { name: metro, exact: true }) });

async function operatorListings(page: Page) {
  await page.goto('/');
  await expect(heading(page, 'Admin Portal')).toBeVisible();
  await logIn(page, ACCOUNTS.operator);
  await expect(page).toHaveURL(/\/subscribers\/listings$/);
  await expect(heading(page, 'Listings')).toBeVisible();
}

test('operator: log in, Listings, each screen of the account menu', async ({ page }) => {
  await operatorListings(page);
  await expect(rowOf(listings(page), 'Dallas, TX')).toContainText('Active/Approved');
  await tour(page, OPERATOR_MENU);
  // Its name carries the unread count ("Messages (5 unread)").
  await accountMenu(page)
    .getByRole('link', { name: /^Messages/ })
    .click();
  await expect(page).toHaveURL(/\/subscribers\/messages$/);
  await expect(heading(page, 'Messages')).toBeVisible();
  await logOut(page);
});

test('operator: the Add New Metro dialog adds Tyler, TX', async ({ page }) => {
  await operatorListings(page);
  await page.getByRole('button', { name: 'Add New Metro' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Metro' });
  await typeInto(dialog.getByLabel('City'), 'Tyl');
  await dialog
    .getByRole('list', { name: 'Matching cities' })
    .getByRole('button', { name: /Tyler/ })
    .click();
  await dialog.getByRole('button', { name: 'Find Metros' }).click();
  const found = page.getByRole('table', { name: /Metros within 50 miles of Tyler/ });
  await rowOf(found, 'Tyler, TX')
    .getByRole('button', { name: /Add This Metro/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Add Tyler, TX' });
  await expect(confirm).toContainText('Are you sure you want to request to add this metro?');
  await confirm.getByRole('button', { name: 'Yes, Add Metro' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your request to add Tyler, TX has been sent.')).toBeVisible();
  await expect(rowOf(listings(page), 'Tyler, TX')).toContainText('Pending Approval');
});

test('operator: a bid on its bid page (/subscribers/bid/:id)', async ({ page }) => {
  await operatorListings(page);
  await accountMenu(page).getByRole('link', { name: 'Bid for Placement' }).click();
  await expect(page).toHaveURL(/\/subscribers\/bidListings$/);
  const bids = page.getByRole('table', { name: 'Your metro listings for bidding' });
  await rowOf(bids, 'Dallas, TX').getByRole('link', { name: /Edit/ }).click();
  await expect(page).toHaveURL(/\/subscribers\/bid\/\d+$/);
  await expect(heading(page, 'Bid For Placement: Dallas, TX')).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit Bid' });
  await expect(submit).toBeDisabled();
  await page
    .getByRole('group', { name: 'Choose a position in Dallas, TX' })
    .getByRole('radio', { name: 'Bid Now for position 1' })
    .check();
  await submit.click();

  const confirmation = page.getByRole('dialog', { name: 'Bid Confirmation' });
  await expect(confirmation).toContainText('$375.00');
  await confirmation.getByRole('button', { name: 'Submit Changes' }).click();
  const received = page.getByRole('dialog', { name: 'Bid Received' });
  await expect(received).toContainText('We have received your request to change your position.');
  await received.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/subscribers\/bidListings$/);
  await expect(rowOf(bids, 'Dallas, TX')).toContainText('$375.00');
});
