import type { Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../scripts/demoLogin.mjs';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, loginViaModal, makeJpeg, signIn } from './helpers';

/**
 * The setup wizard as a new operator meets it on the demo API: setup1 walks all five steps
 * (profile and photos, fleet, a metro, no bid, the card) to its listings, leaving in the middle
 * and coming back where it stopped. wizard34 and wizard5 look at steps 3-5 in detail.
 */

function field(scope: Locator, label: string) {
  return scope.getByLabel(new RegExp(`^\\*?\\s*${label}$`));
}

/** How far the page scrolls sideways (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function logIn(page: Page) {
  await signIn(page, 'setup1', '/subscribers/init');
  await expect(page).toHaveURL(/\/subscribers\/init$/);
}

async function addPhoto(page: Page, form: Locator, name: string, width: number) {
  await form
    .getByLabel(/^Choose (a|another) photo$/)
    .setInputFiles({ name, mimeType: 'image/jpeg', buffer: await makeJpeg(page, width, 500) });
  await expect(form.getByRole('group', { name: 'Crop your photo' })).toBeVisible();
  await expect(form.getByLabel('Zoom')).toBeEnabled();
  await form.getByRole('button', { name: 'Add Photo' }).click();
  await expect(form.getByRole('group', { name: 'Crop your photo' })).toBeHidden();
}

/** The demo API's accepted test card (src/mocks/db/cards.ts). */
const VISA = '4242424242424242';

test('setup1 walks all five steps to its listings', async ({ page }) => {
  await logIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Information' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Profile Information' });
  await expect(form).toBeVisible();

  // The rules first: nothing is filled in yet.
  await form.getByRole('button', { name: 'Save and Next' }).click();
  await expect(form.getByRole('alert')).toContainText('Photo is required.');
  await expectNoAxeViolations(page);

  await field(form, 'Description').fill(
    'Magnolia Shuttle Co. runs minibuses and shuttles for groups across East Texas.',
  );
  await expect(form.getByText('78 of 500 recommended characters')).toBeVisible();
  await field(form, 'Mon-Fri').fill('7:00am - 7:00pm');
  await field(form, 'Sat').fill('8:00am - 2:00pm');
  await field(form, 'Sun').fill('Closed');
  await field(form, 'YouTube').fill('https://www.youtube.com/@magnoliashuttle');
  await addPhoto(page, form, 'front.jpg', 900);
  await addPhoto(page, form, 'side.jpg', 700);
  await form.getByRole('button', { name: 'Make Main: photo 2' }).click();
  await expect(form.getByRole('listitem').nth(1)).toContainText('Main photo');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Save and Next' }).click();

  // Step 2: My Account is disabled until setup is paid; a bus type, then Next.
  await expect(page).toHaveURL(/\/subscribers\/init2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fleet Information' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(page.getByText('No buses yet. Click + Add New Type to add one.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '+ Add New Type' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Type' });
  await field(dialog, 'Bus Type').selectOption({ label: 'Minibus' });
  await field(dialog, 'Quantity').fill('3');
  await field(dialog, 'Seat Count').fill('28');
  await field(dialog, 'Model Year').selectOption('2022');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: 'Your fleet' });
  await expect(table.getByRole('row').nth(1)).toContainText('Minibus');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).dblclick();
  await expect(page).toHaveURL(/\/subscribers\/init3$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Metros' })).toBeVisible();

  // A finished step stays finished: the server's progress sends step 1's address to step 3.
  await page.goto('/subscribers/init');
  await expect(page).toHaveURL(/\/subscribers\/init3$/);

  // Leaving in the middle loses nothing: logged out and in again (the header's login), the
  // wizard resumes at step 3.
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await loginViaModal(page, ...DEMO_ACCOUNTS.setup1);
  await expect(page).toHaveURL(/\/subscribers\/init3$/);

  // Step 3: one recommended metro through the Add Metro modal, then Next.
  const recommended = page.getByRole('table', { name: 'Recommended metros' });
  await recommended
    .getByRole('button', { name: /^Add This Metro/ })
    .first()
    .click();
  const addMetro = page.getByRole('dialog', { name: 'Add Metro' });
  await addMetro.getByRole('button', { name: 'Save' }).click();
  await expect(addMetro).toBeHidden();
  const summary = page.getByRole('region', { name: 'Metro Listing' });
  await expect(summary).not.toContainText('You have not added any metros yet.');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: no bid for now.
  await expect(page.getByRole('heading', { level: 1, name: 'Bid for Placement' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();

  // Step 5: the card, the billing data and the terms; Pay lists the company.
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  const payment = page.getByRole('form', { name: 'Payment Information' });
  await field(payment, 'Card Number').pressSequentially(VISA);
  await field(payment, 'Expiry Year').selectOption('2030');
  await field(payment, 'Security Code\\(CVV\\)').fill('123');
  await field(payment, 'First Name').fill('Wesley');
  await field(payment, 'Last Name').fill('Pruitt');
  await field(payment, 'Billing Address').fill('302 Green St');
  await field(payment, 'Billing City').fill('Longview');
  await field(payment, 'Billing State').selectOption('TX');
  await field(payment, 'Billing Zip').fill('75601');
  await field(payment, 'Email Address').fill('billing@magnoliashuttle.example');
  await payment.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
  await payment.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/subscribers\/listings$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toBeVisible();
});

test('step 1 fits a 375 px phone @firefox', async ({ page }) => {
  await logIn(page);
  await page.setViewportSize({ width: 375, height: 800 });
  const form = page.getByRole('form', { name: 'Profile Information' });
  await expect(form).toBeVisible();
  expect(await overflow(page)).toBe(0);
  await addPhoto(page, form, 'front.jpg', 900);
  await expect(form.getByRole('img', { name: 'Photo 1', exact: true })).toBeVisible();
  await expect(form.getByRole('listitem').getByText('Main photo')).toBeVisible();
  expect(await overflow(page)).toBe(0);
  await form.getByRole('button', { name: 'Save and Next' }).click();
  await expect(form.getByRole('alert')).toContainText('Description is required.');
  expect(await overflow(page)).toBe(0);
});
