import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, loginViaModal, signIn } from './helpers';

/**
 * Payments: an operator saves a card (declined, then accepted); the operator in arrears goes
 * from the login's notice to the arrears page and pays; the free-trial operator adds a card and
 * upgrades. After each, no card number or CVV is anywhere in the browser's storage.
 */

const PASSWORD = 'Operator2026!';
/** The demo API's test cards (src/mocks/db/cards.ts). */
const CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
} as const;
const CVV = '987';
const DECLINED =
  'Your credit card has been declined for authorization, please provide new credit card.';

/** Types the card as a person would (so the grouping is seen), with an expiry and the CVV. */
async function enterCard(form: Locator, number: string) {
  const field = form.getByLabel(/Card Number/);
  await field.fill('');
  await field.pressSequentially(number);
  await expect(field).toHaveValue(number.replace(/(\d{4})(?=\d)/g, '$1 '));
  await form.getByLabel(/Expiry Year/).selectOption('2030');
  await form.getByLabel(/Security Code/).fill(CVV);
}

/** Neither storage holds a card number (as digits or grouped), a CVV, or a card field. */
async function expectNoCardInStorage(page: Page, numbers: readonly string[]) {
  const stored = await page.evaluate(() =>
    JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }),
  );
  for (const number of numbers) {
    expect(stored).not.toContain(number);
    expect(stored).not.toContain(number.replace(/(\d{4})(?=\d)/g, '$1 '));
  }
  expect(stored).not.toMatch(/cvv|card_?number/i);
  expect(stored).not.toContain(`"${CVV}"`);
}

test('an operator saves a card: declined first, then accepted @nginx', async ({ page }) => {
  await signIn(page, 'operator', '/subscribers/listings');
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Payments' })
    .click();
  const form = page.getByRole('form', { name: 'Credit Card Information' });
  await expect(form.getByLabel(/Card Number/)).toHaveValue('4242');
  await expectNoAxeViolations(page);

  await enterCard(form, CARDS.declined);
  await expect(form.getByText('Card type: Visa')).toBeVisible();
  await form.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toContainText(DECLINED);
  await expect(form.getByRole('alert')).toContainText('Please call us at (800) 555-0199');
  await expectNoAxeViolations(page);

  await enterCard(form, CARDS.mastercard);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Save Success')).toBeVisible();
  await expect(page).toHaveURL(/\/subscribers\/listings$/);
  await expectNoCardInStorage(page, [CARDS.declined, CARDS.mastercard]);

  // The server kept the card: its last four are what the page starts from now.
  await page.goto('/subscribers/payments');
  await expect(form.getByLabel(/Card Number/)).toHaveValue('4444');
  await expect(page.getByText(/The card on file ends in 4444/)).toBeVisible();
});

test('the operator in arrears presses Go, pays the balance and lands home @nginx', async ({
  page,
}) => {
  await page.goto('/');
  await loginViaModal(page, 'arrears@demo.test', PASSWORD);
  const notice = page.getByRole('dialog', { name: 'Account Suspended' });
  await notice.getByRole('button', { name: 'Go' }).click();

  const form = page.getByRole('form', { name: 'Pay Your Balance' });
  const invoice = page.getByRole('table', { name: 'Unpaid invoice lines' });
  await expect(invoice.getByRole('cell', { name: 'Late payment fee' })).toBeVisible();
  await expect(form.getByLabel(/Company Name/)).toHaveValue('Red River Coach Lines');
  await expectNoAxeViolations(page);

  await enterCard(form, CARDS.visa);
  await form.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByText('Pay Success!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectNoCardInStorage(page, [CARDS.visa]);

  // Reinstated: the next login goes in, with no notice.
  await loginViaModal(page, 'arrears@demo.test', PASSWORD);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Account Suspended' })).toBeHidden();
});

test('the free-trial operator adds a card and upgrades', async ({ page }) => {
  await signIn(page, 'freetrial', '/subscribers/listings');
  const banner = page.getByRole('complementary', { name: 'Free trial' });
  await banner.getByRole('button', { name: 'Upgrade' }).click();
  const offer = page.getByRole('dialog', { name: 'Upgrade to Premium' });
  await offer.getByRole('button', { name: 'Add Credit Card' }).click();
  await expect(page).toHaveURL(/\/subscribers\/payments$/);

  const form = page.getByRole('form', { name: 'Credit Card Information' });
  await enterCard(form, CARDS.visa);
  await form.getByLabel(/First Name/).fill('Keisha');
  await form.getByLabel(/Last Name/).fill('Brooks');
  await form.getByLabel(/Billing Address/).fill('4410 Legacy Dr');
  await form.getByLabel(/Billing City/).fill('Plano');
  await form.getByLabel(/Billing State/).selectOption('TX');
  await form.getByLabel(/Billing Zip/).fill('75024');
  await form.getByLabel(/Email Address/).fill('billing@prairierose.example');
  await form.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Save Success')).toBeVisible();

  // Back to the offer (its first step: nothing is fetched until Upgrade), which now pays with
  // the card on file.
  await expect(offer.getByRole('table')).toBeHidden();
  await offer.getByRole('button', { name: 'Upgrade', exact: true }).click();
  await offer.getByRole('button', { name: 'Pay the Bill' }).click();
  const congratulations = page.getByRole('dialog', { name: 'Congratulations!' });
  await congratulations.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/subscribers\/listings$/);
  await expect(page.getByRole('table', { name: 'Your metro listings' })).toBeVisible();
  await expect(banner).toBeHidden();
  await expectNoCardInStorage(page, [CARDS.visa]);
});
