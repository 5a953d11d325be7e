import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, signIn, typeInto } from './helpers';

/**
 * The finished demo operator's listings: add a metro through the modal, pay it, edit the
 * listing's name and fleet and find both on the traveller's search, then remove a metro.
 */

const ALIAS = 'Lone Star Coaches of Tyler';

const listingsTable = (page: Page) => page.getByRole('table', { name: 'Your metro listings' });
const rowOf = (page: Page, metro: string) =>
  listingsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: metro }) });

test('an operator adds a metro, pays it, edits its listing and sees it on the search @firefox', async ({
  page,
}) => {
  await signIn(page, 'operator', '/subscribers/listings');
  await expect(rowOf(page, 'Dallas, TX')).toContainText('Active/Approved');
  await expectNoAxeViolations(page);

  // Add New Metro: a city found by typing, metros in the radius, a confirmation.
  await page.getByRole('button', { name: 'Add New Metro' }).click();
  const modal = page.getByRole('dialog', { name: 'Add New Metro' });
  await typeInto(modal.getByLabel('City'), 'Tyl');
  await modal
    .getByRole('list', { name: 'Matching cities' })
    .getByRole('button', { name: /Tyler/ })
    .click();
  await modal.getByRole('button', { name: 'Find Metros' }).click();
  const found = modal.getByRole('table', { name: /Metros within 50 miles of Tyler/ });
  const tyler = found
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Tyler, TX' }) });
  await expect(tyler).toBeVisible();
  await expectNoAxeViolations(page);
  await tyler.getByRole('button', { name: /Add This Metro/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Add Tyler, TX' });
  await expect(confirm).toContainText('Are you sure you want to request to add this metro?');
  await confirm.getByRole('button', { name: 'Yes, Add Metro' }).dblclick();
  await expect(confirm).toBeHidden();
  await expect(modal).toBeHidden();
  await expect(page.getByText('Your request to add Tyler, TX has been sent.')).toBeVisible();

  // Pending Approval, exactly once (the double click added nothing twice), with Pay.
  await expect(rowOf(page, 'Tyler, TX')).toHaveCount(1);
  await expect(rowOf(page, 'Tyler, TX')).toContainText('Pending Approval');
  await rowOf(page, 'Tyler, TX').getByRole('button', { name: /^Pay/ }).click();
  const pay = page.getByRole('dialog', { name: 'Pay for Tyler, TX' });
  await pay.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByText('Pay Success.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /Tyler, TX/ })).toBeVisible();

  // The listing's own name and a new bus type.
  const name = page.getByRole('region', { name: 'Listing Name' });
  await typeInto(name.getByLabel(/Company Name/), ALIAS);
  await name.getByRole('button', { name: 'Save Name' }).click();
  await expect(page.getByText(/saved/i).first()).toBeVisible();
  const fleet = page.getByRole('region', { name: 'Fleet', exact: true });
  await fleet.getByRole('button', { name: '+ Add New Type' }).click();
  const fleetModal = page.getByRole('dialog', { name: 'Add New Type' });
  await fleetModal.getByLabel(/Bus Type/).selectOption({ label: 'Double Decker' });
  await typeInto(fleetModal.getByLabel(/Quantity/), '2');
  await typeInto(fleetModal.getByLabel(/Seat Count/), '150');
  await fleetModal.getByLabel(/Model Year/).selectOption('2024');
  await expectNoAxeViolations(page);
  await fleetModal.getByRole('button', { name: 'Save' }).click();
  await expect(fleetModal).toBeHidden();
  await expect(fleet.getByRole('row').filter({ hasText: 'Double Decker' })).toContainText('150');

  // The traveller's search of Tyler for double deckers (the new listing ranks last of 48, past
  // the first page of all types) shows it under its new name with the new bus.
  await page.goto('/search/tyler/tx?type=7');
  const card = page.getByRole('article', { name: ALIAS });
  await expect(card).toBeVisible();
  await expect(card).toContainText('150 seats');
});

test('an operator removes a metro after the pricing warning', async ({ page }) => {
  await signIn(page, 'operator', '/subscribers/listings');
  const fortWorth = rowOf(page, 'Fort Worth, TX');
  await fortWorth.getByRole('button', { name: /Remove/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Fort Worth, TX' });
  await expect(dialog).toContainText(/two business days/);
  // Opened again by a double-click: its second click, on the backdrop, does not close it.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await fortWorth.getByRole('button', { name: /Remove/ }).dblclick();
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Yes, Remove Metro' }).click();
  await expect(dialog).toBeHidden();
  await expect(fortWorth).toContainText('Pending Removal');
  await expect(fortWorth.getByRole('button', { name: /Remove/ })).toBeDisabled();
  // It sticks: the server's list says so after a reload.
  await page.reload();
  await expect(rowOf(page, 'Fort Worth, TX')).toContainText('Pending Removal');
});
