import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, loginViaModal, makeJpeg, signIn } from './helpers';

/** The operator's company page: every section saves on its own against the demo API. */

const OPERATOR = { email: 'operator@demo.test', password: 'Operator2026!' };
const NEW_PASSWORD = 'Coaches2027!';

function field(scope: Locator, label: string) {
  return scope.getByLabel(new RegExp(`^\\*?\\s*${label}$`));
}

function section(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

/** A real login (the password changed is its subject). */
async function logIn(page: Page, password: string) {
  await page.goto('/');
  await loginViaModal(page, OPERATOR.email, password);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
}

async function cropAndSave(scope: Locator, crop: string, save: string) {
  await expect(scope.getByRole('group', { name: crop })).toBeVisible();
  await expect(scope.getByLabel('Zoom')).toBeEnabled();
  await scope.getByRole('button', { name: save }).click();
}

/*
 * The company page's sections, one test each: on a busy machine the one journey that did all of
 * them ran past its time limit while typing its last login (issue 45). Each test signs in to its
 * own browser context, so each has the demo's seeded company.
 */
test('Profile Management: a rule, then a save that a reload still shows', async ({ page }) => {
  await signIn(page, 'operator', '/subscribers/company');
  const profile = section(page, 'Profile Management');
  await expect(field(profile, 'Company Name')).toHaveValue('Lone Star Charter Coaches');
  await expectNoAxeViolations(page);

  await field(profile, 'City').fill('');
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  await expect(profile.getByRole('alert')).toContainText('Company city is required');
  await expectNoAxeViolations(page);
  await field(profile, 'City').fill('Dallas');
  const about = 'Motorcoaches and minibuses for every group in North Texas, since 1998.';
  await field(profile, 'Description').fill(about);
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Your company profile has been saved.')).toBeVisible();

  // What was saved is what the server has: a reload shows it.
  await page.reload();
  await expect(field(section(page, 'Profile Management'), 'Description')).toHaveValue(about);
});

test('the profile image is replaced, and a photo added then removed after the question', async ({
  page,
}) => {
  await signIn(page, 'operator', '/subscribers/company');
  // Profile Image: replaced, and the result-card preview shows the new one.
  const image = section(page, 'Profile Image');
  await image
    .getByLabel('Choose a new profile image')
    .setInputFiles({ name: 'coach.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(page) });
  await cropAndSave(image, 'Crop your profile image', 'Save Profile Image');
  await expect(page.getByText('Your profile image has been saved.')).toBeVisible();
  await expect(image.getByRole('figure').getByRole('img')).toHaveAttribute(
    'src',
    /^data:image\/jpeg;base64,/,
  );

  // Additional Photos: one added, then removed after the question.
  const photos = section(page, 'Additional Photos');
  await expect(photos.getByRole('button', { name: /^Remove photo/ })).toHaveCount(2);
  await photos.getByRole('button', { name: 'Add Photo' }).click();
  await photos.getByLabel('Choose a photo to add').setInputFiles({
    name: 'fleet.jpg',
    mimeType: 'image/jpeg',
    buffer: await makeJpeg(page, 900, 500),
  });
  await cropAndSave(photos, 'Crop your new photo', 'Save Photo');
  await expect(page.getByText('Your photo has been added.')).toBeVisible();
  await expect(photos.getByRole('button', { name: /^Remove photo/ })).toHaveCount(3);
  await photos.getByRole('button', { name: 'Remove photo 3' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this photo?' });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Remove Photo' }).click();
  await expect(dialog).toBeHidden();
  await expect(photos.getByRole('button', { name: /^Remove photo/ })).toHaveCount(2);
});

test('Login Information: a new password, refused the old one, then a login with it', async ({
  page,
}) => {
  await signIn(page, 'operator', '/subscribers/company');
  const login = section(page, 'Login Information');
  await field(login, 'Current Password').fill(OPERATOR.password);
  await field(login, 'New Password').fill(NEW_PASSWORD);
  await field(login, 'Confirm New Password').fill(NEW_PASSWORD);
  await login.getByRole('button', { name: 'Update Login' }).click();
  await expect(page.getByText('Your login information has been updated.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }),
  ).toBeVisible();
  await page.goto('/');
  await loginViaModal(page, OPERATOR.email, OPERATOR.password);
  await expect(page.getByRole('dialog', { name: 'Login' }).getByRole('alert')).toHaveText(
    'The email or password you entered is incorrect.',
  );
  await page.keyboard.press('Escape');
  await logIn(page, NEW_PASSWORD);
  await page.goto('/subscribers/company');
  await expect(field(section(page, 'Profile Management'), 'Company Name')).toHaveValue(
    'Lone Star Charter Coaches',
  );
});

test('the registration confirmation opens over the company page', async ({ page }) => {
  await signIn(page, 'operator', '/subscribers/company/new');
  const dialog = page.getByRole('dialog', { name: 'Thank You for Registering' });
  await expect(dialog).toContainText('one business day');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Continue to My Account' }).click();
  await expect(page).toHaveURL(/\/subscribers\/my-account$/);
});
