import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';

/**
 * Setup steps 3 and 4 of the demo company stopped at step 3: find metros near a city, add one
 * through the Add Metro modal, see the Metro Listing's total, go on, bid a position, save and
 * land on step 5. Both steps pass axe (modals open too) and never scroll sideways on a 375 px
 * phone.
 */

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const summary = (page: Page) => page.getByRole('region', { name: 'Metro Listing' });

test('a new company adds a metro, bids on it and reaches the payment step', async ({ page }) => {
  // The wizard's first address leads to the step the server's progress says.
  await signIn(page, 'setup3', '/subscribers/init');
  await expect(page).toHaveURL(/\/subscribers\/init3$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Metros' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Recommended metros' })).toBeVisible();
  await expect(summary(page)).toContainText('You have not added any metros yet.');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expectNoAxeViolations(page);

  // Search: a city by typing, the metros within 100 miles of it.
  await page.getByLabel('City').fill('Tyl');
  await page
    .getByRole('list', { name: 'Matching cities' })
    .getByRole('button', { name: 'Tyler, TX' })
    .click();
  await page.getByLabel('Radius').selectOption('100');
  await page.getByRole('button', { name: 'Find Metros' }).click();
  const found = page.getByRole('table', { name: 'Metros within 100 miles of Tyler, TX' });
  await expect(found.getByRole('cell', { name: 'Longview, TX', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Add Metro: read-only metro, the company's phone, an address; Save.
  await found.getByRole('button', { name: 'Add This Metro Tyler, TX' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Metro' });
  await expect(modal.getByRole('textbox', { name: 'Metro', exact: true })).toHaveValue('Tyler, TX');
  await expect(modal.getByLabel('Phone')).toHaveValue(/^\d{3}-\d{3}-\d{4}$/);
  await expectNoAxeViolations(page);
  await modal.getByLabel('Address', { exact: true }).fill('2200 E 5th St');
  await modal.getByLabel('City').fill('Tyler');
  await modal.getByLabel('State').selectOption('TX');
  await modal.getByRole('button', { name: 'Save' }).dblclick();
  await expect(modal).toBeHidden();
  await expect(summary(page).getByRole('cell', { name: 'Tyler, TX', exact: true })).toHaveCount(1);
  await expect(summary(page)).toContainText('Total Billing$69.00 per month');

  // A phone: nothing scrolls sideways, the summary sits below the search.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  const searchBox = await page.getByRole('region', { name: 'Choose Your Metros' }).boundingBox();
  const summaryBox = await summary(page).boundingBox();
  expect(summaryBox?.y ?? 0).toBeGreaterThan((searchBox?.y ?? 0) + (searchBox?.height ?? 0) - 1);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/subscribers\/init4$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bid for Placement' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Your metros for bidding' });
  const tyler = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Tyler, TX', exact: true }) });
  await expect(tyler).toContainText('$69.00');
  await expectNoAxeViolations(page);

  // Bid for the top position: the table, the summary and its total change at once.
  await tyler.getByRole('button', { name: 'Bid Position Tyler, TX' }).click();
  const bid = page.getByRole('dialog', { name: 'Bid for Placement' });
  await expect(bid.getByText(/by longevity by tier/)).toBeVisible();
  const submit = bid.getByRole('button', { name: 'Submit Bid for Placement' });
  await expect(submit).toBeDisabled();
  await expectNoAxeViolations(page);
  await bid.getByRole('radio', { name: 'Bid Now for position 1', exact: true }).check();
  await submit.click();
  await expect(bid).toBeHidden();
  await expect(tyler).toContainText(/^Tyler, TX1\/\d+New bid, not saved yet\$172\.50/);
  await expect(summary(page)).toContainText('Total Billing$172.50 per month');

  await page.setViewportSize({ width: 375, height: 800 });
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Save and Next' }).dblclick();
  await expect(page).toHaveURL(/\/subscribers\/init5$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
});
