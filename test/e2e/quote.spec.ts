import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, signIn, typeInto } from './helpers';

/**
 * From a shortlist to a quote number to a new account. The cart is seeded the way the app
 * persists it (redux-persist: each key JSON-encoded, then the whole object) with two
 * Active/Approved Dallas listings of the demo database, so the journey does not depend on the
 * search screen.
 */
const CART = [
  { id: 10234, companyName: 'Rose City Bus Charters' },
  { id: 10001, companyName: 'Lone Star Charter Coaches' },
];

async function seedCart(page: Page): Promise<void> {
  const persisted = JSON.stringify({
    quoteRequests: JSON.stringify(CART),
    _persist: JSON.stringify({ version: 1, rehydrated: true }),
  });
  // Once per tab: later loads must see what the app itself wrote (the cleared cart).
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e:cart-seeded')) return;
    localStorage.setItem('buscharter:quoteCart', value);
    sessionStorage.setItem('e2e:cart-seeded', '1');
  }, persisted);
}

/** YYYY-MM-DD `days` from today, in the browser's sense of today (both run here). */
function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function fillTrip(page: Page, group: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Trip request' });
  await typeInto(form.getByLabel('Departure city'), 'Dallas');
  await form.getByLabel('Departure state').selectOption('TX');
  await typeInto(form.getByLabel('Destination city'), 'San Antonio');
  await form.getByLabel('Destination state').selectOption('TX');
  await form.getByLabel('Departure date').fill(inDays(30));
  await form.getByLabel('Departure time').fill('07:30');
  await form.getByLabel('Return date').fill(inDays(31));
  await form.getByLabel('Return time').fill('18:00');
  await form.getByLabel('Trip type').selectOption({ label: 'Round Trip' });
  await typeInto(form.getByLabel('Number of people'), '45');
  await typeInto(form.getByLabel('Name of group'), group);
  await typeInto(form.getByLabel('First name'), 'Dana');
  await typeInto(form.getByLabel('Last name'), 'Whitfield');
  await typeInto(form.getByLabel('Phone'), '(214) 555-0199');
  await typeInto(form.getByLabel('Email'), 'dana.whitfield@example.org');
  await typeInto(form.getByLabel('Notes'), 'Two wheelchair users in the group.');
}

/** The user's quotes straight from the API, with the session's token. */
async function groupsInHistory(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const raw =
      sessionStorage.getItem('buscharter:auth') ?? localStorage.getItem('buscharter:auth');
    const outer = JSON.parse(raw ?? '{}') as { apiToken?: string };
    const token = JSON.parse(outer.apiToken ?? 'null') as string | null;
    const response = await fetch('/api/v1/users/quotes', {
      headers: token ? { 'X-User-Token': token } : {},
    });
    const body = (await response.json()) as { quotes?: { group_name: string }[] };
    return (body.quotes ?? []).map((quote) => quote.group_name);
  });
}

test('a visitor requests quotes from two companies, then creates an account that keeps the quote @nginx', async ({
  page,
}) => {
  const group = `Troop ${Date.now()}`;
  await seedCart(page);
  await page.goto('/review');

  const cart = page.getByRole('region', { name: 'Your quote requests' });
  await expect(cart.getByText('Rose City Bus Charters')).toBeVisible();
  await expect(cart.getByText('Lone Star Charter Coaches')).toBeVisible();
  const form = page.getByRole('form', { name: 'Trip request' });
  await expect(
    form.getByLabel('Trip type').getByRole('option', { name: 'Round Trip' }),
  ).toBeAttached();
  await expectNoAxeViolations(page);

  // A submit with nothing filled in: the summary, and still no axe findings.
  await form.getByRole('button', { name: 'Submit Quote Request' }).click();
  await expect(
    form.getByText('Some fields are invalid, please check all fields and try again'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await fillTrip(page, group);
  await form.getByRole('button', { name: 'Submit Quote Request' }).click();

  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await expect(page).toHaveURL(/\/confirmation$/);
  const quoteNumber = (await page.locator('.confirmation__number').textContent()) ?? '';
  expect(quoteNumber).toMatch(/^Q-\d{6}-\d{4}$/);
  await expect(page.getByRole('progressbar', { name: /^Quote request progress/ })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expectNoAxeViolations(page);

  // The cart was sent, so it is empty now, and the quote number survives a reload of the tab.
  await page.reload();
  await expect(page.locator('.confirmation__number')).toHaveText(quoteNumber);
  // The stored cart as redux-persist writes it after the rehydration (polled: it writes later).
  await expect
    .poll(async () => {
      const stored = await page.evaluate(() => localStorage.getItem('buscharter:quoteCart'));
      const outer = JSON.parse(stored ?? '{}') as { quoteRequests?: string };
      return JSON.parse(outer.quoteRequests ?? 'null') as unknown;
    })
    .toEqual([]);

  const account = page.getByRole('form', { name: 'Create account' });
  await account.getByLabel('First name').fill('Dana');
  await account.getByLabel('Last name').fill('Whitfield');
  await account.getByLabel('About yourself').fill('Scoutmaster.');
  await account.getByLabel('Email').fill(`dana.${Date.now()}@example.org`);
  await account.getByLabel(/^\*?\s*Password$/).fill('campfire88');
  await account.getByLabel('Password confirmation').fill('campfire88');
  await account.getByRole('button', { name: 'Create My Account' }).click();

  const done = page.getByRole('status', { name: 'Your account is ready' });
  await expect(done).toContainText(`quote ${quoteNumber} is in your quote history`);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'My Account', exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await groupsInHistory(page)).toContain(group);

  await done.getByRole('link', { name: 'View My Quote History' }).click();
  await expect(page).toHaveURL(/\/users\/quote-history$/);
  await expect(page.getByRole('cell', { name: group })).toBeVisible();
});

test('a logged-in traveller gets the quote straight into their history @firefox', async ({
  page,
}) => {
  const group = `Band ${Date.now()}`;
  await seedCart(page);
  await signIn(page, 'traveller', '/review');

  const form = page.getByRole('form', { name: 'Trip request' });
  await expect(form.getByLabel('First name')).not.toHaveValue('');
  await expect(form.getByLabel('Email')).not.toHaveValue('');
  await fillTrip(page, group);
  await form.getByRole('button', { name: 'Submit Quote Request' }).click();

  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await expect(page.locator('.confirmation__number')).toHaveText(/^Q-\d{6}-\d{4}$/);
  await expect(page.getByRole('form', { name: 'Create account' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View My Quote History' })).toBeVisible();
  expect(await groupsInHistory(page)).toContain(group);
});

test('/confirmation without a quote says so and leads back to the search', async ({ page }) => {
  await page.goto('/confirmation');
  await expect(page.getByRole('heading', { name: 'No quote request to confirm' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search for bus companies' })).toHaveAttribute(
    'href',
    '/search',
  );
  await expectNoAxeViolations(page);
});
