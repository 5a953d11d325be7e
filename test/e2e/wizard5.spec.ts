import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';

/**
 * Setup step 5 as the setup5 demo operator meets it: the option changes the totals, a card and
 * the billing data are entered, Pay lists the company and gives My Account back.
 */

/** The demo API's accepted test card (src/mocks/db/cards.ts). */
const VISA = '4242424242424242';

function field(scope: Locator, label: string) {
  return scope.getByLabel(new RegExp(`^\\*?\\s*${label.replace(/[()]/g, '\\$&')}$`));
}

/** How far the page scrolls sideways (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The figure beside a term of the Metro Listing summary. */
const figure = (summary: Locator, term: string) =>
  summary.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

/** Logged in, at the step the server's progress says (the wizard's first address leads there). */
async function logIn(page: Page) {
  await signIn(page, 'setup5', '/subscribers/init');
  await expect(page).toHaveURL(/\/subscribers\/init5$/);
}

test('step 5: the option changes the totals, Pay lists the company and My Account comes back', async ({
  page,
}) => {
  await logIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  const banner = page.getByRole('banner');
  await expect(banner.getByText('My Account')).toHaveAttribute('aria-disabled', 'true');
  const summary = page.getByRole('region', { name: 'Metro Listing' });
  await expect(summary.getByRole('cell', { name: 'Houston, TX' })).toBeVisible();
  const total = figure(summary, 'Total Billing');
  await expect(total).toHaveText(/^\$/);
  const monthly = await total.textContent();
  await expectNoAxeViolations(page);

  await summary.getByLabel('Payment Option').selectOption('Annual');
  await expect(figure(summary, 'Billing Period')).toHaveText('Annual');
  await expect(total).not.toHaveText(monthly ?? '');
  await expect(figure(summary, 'Prepay Discount')).toHaveText('16.67%');

  const form = page.getByRole('form', { name: 'Payment Information' });
  await form.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(field(form, 'Card Number')).toHaveAccessibleDescription(
    /^Card Number is required\./,
  );
  await expectNoAxeViolations(page);

  await field(form, 'Card Number').pressSequentially(VISA);
  await expect(field(form, 'Card Number')).toHaveValue('4242 4242 4242 4242');
  await field(form, 'Expiry Year').selectOption('2030');
  await field(form, 'Security Code(CVV)').fill('987');
  await field(form, 'First Name').fill('Andre');
  await field(form, 'Last Name').fill('Thibodeaux');
  await field(form, 'Billing Address').fill('2500 Navigation Blvd');
  await field(form, 'Billing City').fill('Houston');
  await field(form, 'Billing State').selectOption('TX');
  await field(form, 'Billing Zip').fill('77003');
  await field(form, 'Email Address').fill('billing@bayoucity.example');
  await form.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
  await expect(form.getByText('Card Number is required.')).toBeHidden();
  await form.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/subscribers\/listings$/);
  await expect(banner.getByRole('link', { name: 'My Account' })).toHaveAttribute(
    'href',
    '/subscribers/listings',
  );
  const stored = await page.evaluate(() =>
    JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }),
  );
  expect(stored).not.toContain(VISA);
  expect(stored).not.toContain('4242 4242 4242 4242');

  // Setup is over: the wizard's address now leads to the listings.
  await page.goto('/subscribers/init5');
  await expect(page).toHaveURL(/\/subscribers\/listings$/);
});

test('step 5 fits a 375 px phone', async ({ page }) => {
  await logIn(page);
  await page.setViewportSize({ width: 375, height: 800 });
  const form = page.getByRole('form', { name: 'Payment Information' });
  await expect(form).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Metro Listing' }).getByText('Total Billing'),
  ).toBeVisible();
  expect(await overflow(page)).toBe(0);
  await form.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(field(form, 'First Name')).toHaveAccessibleDescription('First Name is required.');
  expect(await overflow(page)).toBe(0);
  await expectNoAxeViolations(page);
});
