import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, loginViaModal, makeJpeg, signIn } from './helpers';

/**
 * The traveller's account: registration, the three account screens and their modals. Its guard
 * (a visitor logs in and is brought back): test/app/routes/user/UserLayout.test.tsx.
 */

/**
 * The demo seed dates from the page's today, so the page's clock is pinned (at noon): a run that
 * crosses midnight would otherwise seed a day later than this file expects. The traveller's
 * newest quote was sent three days before.
 */
const TODAY = new Date(2026, 10, 25, 12);
const NEWEST_QUOTE = '11/22/2026';

function field(scope: ReturnType<Page['getByRole']>, label: string) {
  return scope.getByLabel(new RegExp(`^\\*?\\s*${label}$`));
}

async function logOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('a traveller registers, logs out and in, sends a message, changes photo and password', async ({
  page,
}) => {
  const email = `riley${Date.now()}@example.org`;
  await page.goto('/users/subscribe');
  const form = page.getByRole('form', { name: 'Create your account' });
  await expect(page.getByRole('heading', { name: 'Create Your Traveller Account' })).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Create My Account' }).click();
  await expect(form.getByRole('alert')).toContainText('First name is required');
  await expectNoAxeViolations(page);
  await field(form, 'First name').fill('Riley');
  await field(form, 'Last name').fill('Nguyen');
  await field(form, 'Company').fill('Westside Chess Club');
  await field(form, 'About Yourself').fill('I run the chess club trips.');
  await field(form, 'Email').fill(email);
  await field(form, 'Password').fill('checkmate42');
  await field(form, 'Confirm Password').fill('checkmate42');
  await form.getByRole('button', { name: 'Create My Account' }).click();

  await expect(page).toHaveURL(/\/users\/quote-history$/);
  await expect(page.getByText('No previous quotes')).toBeVisible();
  await logOut(page);

  await loginViaModal(page, email, 'checkmate42');
  await expect(page).toHaveURL(/\/users\/quote-history$/);

  // Messages: find a company by name, pick its Dallas location, send, see it listed.
  const menu = page.getByRole('navigation', { name: 'Account' });
  await menu.getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByText('No messages')).toBeVisible();
  await page.getByRole('button', { name: 'New Message' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Message' });
  await field(dialog, 'Company').fill('Lone Star');
  await dialog.getByRole('button', { name: 'Lone Star Charter Coaches' }).click();
  await field(dialog, 'Location').selectOption({ label: 'Dallas, TX' });
  await field(dialog, 'Subject').selectOption('I have a question');
  await field(dialog, 'Message').fill('Do you have a coach with a wheelchair lift for 40 people?');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your message has been sent.')).toBeVisible();
  const table = page.getByRole('table', { name: /Messages you sent/ });
  await expect(table.getByRole('row').nth(1)).toContainText(
    'Lone Star Charter Coaches (Dallas, TX)',
  );
  await expect(table.getByRole('row').nth(1)).toContainText(
    'Do you have a coach with a wheelchair lift for 40...',
  );

  // Photo: a real JPEG through the file input, cropped from the keyboard, uploaded.
  await menu.getByRole('link', { name: 'My Account' }).click();
  const photo = page.getByRole('region', { name: 'Photo' });
  await expect(photo.getByText('No photo yet')).toBeVisible();
  await photo
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'troop.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(page) });
  const stage = photo.getByRole('group', { name: 'Crop your new photo' });
  await expect(photo.getByLabel('Zoom')).toBeEnabled();
  await stage.focus();
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await page.keyboard.press('ArrowLeft');
  await expect(photo.getByLabel('Zoom')).toHaveValue('1.2');
  // The "sent" toast of the shell's toast theme has its own contrast finding (reported); let it go.
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await photo.getByRole('button', { name: 'Save Photo' }).click();
  await expect(page.getByText('Your profile picture has been updated.')).toBeVisible();
  const saved = photo.getByRole('img', { name: 'Your profile photo' });
  await expect(saved).toHaveAttribute('src', /^data:image\/jpeg;base64,\/9j\//);
  const ratio = await saved.evaluate(
    (img: HTMLImageElement) => img.naturalWidth / img.naturalHeight,
  );
  expect(ratio).toBeCloseTo(11 / 7, 1);

  // A second photo replaces the first.
  await photo.getByLabel('Choose a new photo').setInputFiles({
    name: 'again.jpg',
    mimeType: 'image/jpeg',
    buffer: await makeJpeg(page, 300, 600),
  });
  await expect(photo.getByLabel('Zoom')).toBeEnabled();
  await photo.getByRole('button', { name: 'Save Photo' }).click();
  await expect(photo.getByRole('button', { name: 'Save Photo' })).toBeHidden();
  await expect(saved).toBeVisible();

  // Password.
  const login = page.getByRole('form', { name: 'Login information' });
  await field(login, 'Current Password').fill('checkmate42');
  await field(login, 'New Password').fill('stalemate99');
  await field(login, 'Confirm New Password').fill('stalemate99');
  await login.getByRole('button', { name: 'Update Login' }).click();
  await expect(page.getByText('Your login information has been updated.')).toBeVisible();
  await expect(field(login, 'New Password')).toHaveValue('');

  await logOut(page);
  await loginViaModal(page, email, 'stalemate99');
  await expect(page).toHaveURL(/\/users\/quote-history$/);
});

test.describe('the demo traveller', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(TODAY);
    await signIn(page, 'traveller', '/users/quote-history');
  });

  test('quote history and its details modal pass axe', async ({ page }) => {
    const table = page.getByRole('table', { name: /Your quote requests/ });
    await expect(table.getByRole('row')).toHaveCount(11);
    await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(NEWEST_QUOTE);
    await expectNoAxeViolations(page);
    await table
      .getByRole('button', { name: new RegExp(`^Details of the quote submitted ${NEWEST_QUOTE}`) })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Quote Details' });
    await expect(dialog.getByRole('link').first()).toHaveAttribute('href', '/search/Dallas/TX');
    await expectNoAxeViolations(page);
  });

  test('messages and the message dialog pass axe @firefox', async ({ page }) => {
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Messages' })
      .click();
    const table = page.getByRole('table', { name: /Messages you sent/ });
    await expect(table.getByRole('row')).toHaveCount(9);
    await expectNoAxeViolations(page);
    await table
      .getByRole('button', { name: /^View the message/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('my account passes axe and is prefilled', async ({ page }) => {
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'My Account' })
      .click();
    const profile = page.getByRole('form', { name: 'Profile' });
    await expect(field(profile, 'First name')).toHaveValue('Dana');
    await expectNoAxeViolations(page);
    // The read-only email is a Tab stop, with a focus ring like every other one.
    const email = field(profile, 'Email');
    await field(profile, 'About Yourself').focus();
    await page.keyboard.press('Tab');
    await expect(email).toBeFocused();
    await expect(email).toHaveCSS('outline-style', 'solid');
  });

  test('on a phone the quote table folds into cards without sideways scrolling', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const table = page.getByRole('table', { name: /Your quote requests/ });
    await expect(table.getByRole('row')).toHaveCount(11);
    const firstRow = table.getByRole('row').nth(1);
    await expect(firstRow).toHaveCSS('display', 'block');
    // Every field, low priority ones included, is on the card.
    await expect(firstRow.getByRole('cell').nth(6)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
