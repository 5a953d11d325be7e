import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

/**
 * A reload loses nothing typed (issue 27): what was typed and not saved comes back as a draft
 * of the tab's session, in each operator area; the card never does, and the form says so.
 */

const VISA = '4242424242424242';
const CVV = '987';

const field = (scope: Locator, label: string) =>
  scope.getByLabel(new RegExp(`^\\*?\\s*${label.replace(/[()]/g, '\\$&')}$`));

test('an operator reloads while editing a listing, choosing a bid and replying', async ({
  page,
}) => {
  await signIn(page, 'operator', '/subscribers/listings');
  await page.getByRole('link', { name: /Edit Dallas, TX/ }).click();
  const website = field(page.getByRole('region', { name: 'Contact' }), 'Website');
  await website.fill('https://bigd.example');
  await page.reload();
  await expect(website).toHaveValue('https://bigd.example');

  await page.goto('/subscribers/bidListings');
  await page
    .getByRole('table', { name: 'Your metro listings for bidding' })
    .getByRole('link', { name: /Edit Dallas, TX/ })
    .click();
  const top = page.getByRole('radio', { name: 'Bid Now for position 1' });
  await top.check();
  await page.reload();
  await expect(top).toBeChecked();

  await page.goto('/subscribers/messages');
  await page
    .getByRole('button', { name: /^Reply/ })
    .first()
    .click();
  const reply = page.getByRole('dialog', { name: /^Reply to / });
  await field(reply, 'Response').fill('Yes, a 56-seat coach is free that weekend.');
  await page.reload();
  await expect(field(reply, 'Response')).toHaveValue('Yes, a 56-seat coach is free that weekend.');
});

test('the payment form keeps the billing data through a reload, never the card', async ({
  page,
}) => {
  await signIn(page, 'operator', '/subscribers/payments');
  const form = page.getByRole('form', { name: 'Credit Card Information' });
  await expect(field(form, 'Card Number')).toHaveValue('4242');
  await expect(form.getByRole('status')).toHaveCount(0);
  await field(form, 'First Name').fill('Keisha');
  await field(form, 'Card Number').fill(VISA);
  await field(form, 'Security Code(CVV)').fill(CVV);
  await page.reload();
  await expect(field(form, 'First Name')).toHaveValue('Keisha');
  await expect(field(form, 'Card Number')).toHaveValue('4242');
  await expect(field(form, 'Security Code(CVV)')).toHaveValue('');
  await expect(form.getByRole('status')).toContainText(
    'For your security, the card number, expiry date and security code are not kept',
  );
  const stored = await page.evaluate(() =>
    JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }),
  );
  expect(stored).not.toContain(VISA);
  expect(stored).not.toContain('4242 4242');
  expect(stored).not.toMatch(/cvv|card_?number/i);
});

test('a new operator reloads setup step 1 and finds the profile typed', async ({ page }) => {
  await signIn(page, 'setup1', '/subscribers/init');
  await expect(page).toHaveURL(/\/subscribers\/init$/);
  const form = page.getByRole('form', { name: 'Profile Information' });
  await field(form, 'Description').fill('Minibuses and shuttles across East Texas.');
  await field(form, 'Sun').fill('Closed');
  await page.reload();
  await expect(field(form, 'Description')).toHaveValue('Minibuses and shuttles across East Texas.');
  await expect(field(form, 'Sun')).toHaveValue('Closed');
});
