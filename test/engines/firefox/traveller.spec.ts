import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { tripTextFields } from '../journeyData';
import { ACCOUNTS, heading, inDays, logIn, logOut, tour, typeInto } from './helpers';

/**
 * The traveller in Firefox: a search with a filter to a quote number, the trip planner, and a
 * login to the account screens and Messages (test/e2e/search, quote, planner and user specs do
 * the same in Chromium).
 */

async function openSearch(page: Page, path: string) {
  await page.goto(path);
  await expect(heading(page, 'Bus Quote Search Results')).toBeVisible();
  await expect(page.locator('[data-size-ready]')).toBeVisible();
}

const resultCount = async (page: Page) =>
  Number(/(\d+)/.exec(await page.getByText(/^Viewing \d+ Results?$/).innerText())?.[1]);

async function fillTrip(form: Locator, group: string) {
  const field = (label: string) => form.getByLabel(new RegExp(`${label}$`));
  await typeInto(field('Departure city'), 'Seattle');
  await field('Departure state').selectOption('WA');
  await typeInto(field('Destination city'), 'Portland');
  await field('Destination state').selectOption('OR');
  await field('Departure date').fill(inDays(30));
  await field('Departure time').fill('07:30');
  await field('Return date').fill(inDays(31));
  await field('Return time').fill('18:00');
  await field('Trip type').selectOption({ label: 'Round Trip' });
  for (const [label, text] of tripTextFields(group)) await typeInto(field(label), text);
}

test('traveller: search, a filter, the cart, /review, a quote number', async ({ page }) => {
  await openSearch(page, '/search/seattle/wa');
  await expect(page.getByText('Results in the Seattle, WA bus charter service area')).toBeVisible();
  const total = await resultCount(page);

  // A filter: fewer companies, on the same page, in the query string.
  await page.getByRole('button', { name: 'Bus Types: All' }).click();
  await page.getByLabel('Bus Type', { exact: true }).selectOption({ label: 'Minibus' });
  await expect(page.getByRole('button', { name: 'Bus Types: Minibus' })).toBeVisible();
  await expect(page).toHaveURL(/\/search\/seattle\/wa\?type=2$/);
  await expect.poll(() => resultCount(page)).toBeLessThan(total);
  expect(await resultCount(page)).toBeGreaterThan(0);

  // The cart: one company, then /review.
  const cartLink = page.getByRole('link', { name: /Quote Requests/ });
  await page.getByRole('button', { name: 'Add To Quote Request' }).first().click();
  await expect(cartLink).toContainText('1');
  await expect(page.getByRole('button', { name: 'Remove Request' })).toBeVisible();
  await cartLink.click();
  await expect(page).toHaveURL(/\/review$/);
  await expect(heading(page, 'Review Information')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your quote requests' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Trip request' });
  await fillTrip(form, `Choir ${Date.now()}`);
  await expect(form.getByLabel(/Notes$/)).toHaveValue('Two wheelchair users in the group.');
  await form.getByRole('button', { name: 'Submit Quote Request' }).click();

  await expect(heading(page, 'Thank you')).toBeVisible();
  await expect(page).toHaveURL(/\/confirmation$/);
  await expect(page.locator('.confirmation__number')).toHaveText(/^Q-\d{6}-\d{4}$/);
});

test('traveller: the trip planner (a destination, a stop, Show Estimates)', async ({ page }) => {
  await openSearch(page, '/search/seattle/wa?people=40');
  await page.getByRole('button', { name: 'Estimate my trip' }).click();
  const form = page.getByRole('form', { name: 'Estimate my trip' });
  await expect(form.getByLabel('People')).toHaveValue('40');
  await typeInto(form.getByLabel('Destination'), 'Spoka');
  await form.getByRole('button', { name: 'Spokane, WA', exact: true }).click();
  await expect(form.getByLabel('Destination')).toHaveValue('Spokane, WA');
  await typeInto(form.getByLabel('Add a stop on the way (up to 5)'), 'Ellensb');
  await form.getByRole('button', { name: 'Ellensburg, WA', exact: true }).click();
  await expect(
    form.getByRole('list', { name: 'Stops on the way' }).getByText('Ellensburg, WA'),
  ).toBeVisible();
  await form.getByRole('radio', { name: 'Round Trip' }).check();
  await form.getByLabel('Departure date').fill('2099-06-14');
  await form.getByLabel('Return date').fill('2099-06-15');
  await expect(form.getByLabel('Days')).toHaveValue('2');

  await form.getByRole('button', { name: 'Show Estimates' }).click();
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(
    /to=Spokane,WA&via=Ellensburg,WA&depart=2099-06-14&return=2099-06-15/,
  );
  await expect(
    page.getByText(/Seattle, WA to Spokane, WA via Ellensburg, WA and back\./),
  ).toBeVisible();
  await expect(
    page
      .getByRole('article')
      .getByText(/^All-in estimate \$/)
      .first(),
  ).toBeVisible();

  // The plan's trip sheet (issue 35): the legs day by day and the route map.
  await page.getByRole('link', { name: 'Trip sheet' }).click();
  await expect(heading(page, 'Seattle, WA to Spokane, WA')).toBeVisible();
  await expect(page).toHaveURL(/\/trip\?/);
  await expect(page.getByRole('cell', { name: 'Spokane, WA to Seattle, WA' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^Route: Seattle, WA to Ellensburg, WA/ }),
  ).toBeVisible();
});

test('traveller: log in, the account screens, Messages', async ({ page }) => {
  await page.goto('/join');
  await expect(heading(page, 'Join Bus Charter Quotes')).toBeVisible();
  await logIn(page, ACCOUNTS.traveller);
  await expect(page).toHaveURL(/\/users\/quote-history$/);
  await expect(heading(page, 'Quote History')).toBeVisible();
  await tour(page, [
    ['My Account', 'My Account', /\/users\/my-account$/],
    ['Quote History', 'Quote History', /\/users\/quote-history$/],
    ['Messages', 'Messages', /\/users\/messages$/],
  ]);

  const table = page.getByRole('table', { name: /Messages you sent/ });
  await expect(table.getByRole('row')).toHaveCount(9);
  await table
    .getByRole('button', { name: /^View the message/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await logOut(page);
});
