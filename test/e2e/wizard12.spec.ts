import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, loginViaModal, makeJpeg } from './helpers';

/** Setup steps 1 and 2 as a new operator meets them: profile, photos and fleet, on the demo API. */

const SETUP1 = { email: 'setup1@demo.test', password: 'Operator2026!' };

function field(scope: Locator, label: string) {
  return scope.getByLabel(new RegExp(`^\\*?\\s*${label}$`));
}

/** How far the page scrolls sideways (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function logIn(page: Page) {
  await page.goto('/');
  await loginViaModal(page, SETUP1.email, SETUP1.password);
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

test('setup1 fills in its profile and fleet, and lands on step 3', async ({ page }) => {
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
});

test('step 1 fits a 375 px phone', async ({ page }) => {
  await logIn(page);
  await page.setViewportSize({ width: 375, height: 800 });
  const form = page.getByRole('form', { name: 'Profile Information' });
  await expect(form).toBeVisible();
  expect(await overflow(page)).toBe(0);
  await addPhoto(page, form, 'front.jpg', 900);
  expect(await overflow(page)).toBe(0);
  await form.getByRole('button', { name: 'Save and Next' }).click();
  await expect(form.getByRole('alert')).toContainText('Description is required.');
  expect(await overflow(page)).toBe(0);
});
