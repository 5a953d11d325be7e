import { expect } from 'expect-webdriverio';
import { test } from 'vitest';
import {
  allByRole,
  browser,
  byLabelText,
  byRole,
  byText,
  fill,
  goto,
  heading,
  setDate,
} from './session';

/**
 * The traveller in WebKit: a search with a filter to a quote number, and the trip planner to its
 * trip sheet (test/e2e's search, quote, planner and tripSheet journeys, in Chromium and Firefox).
 */

/** YYYY-MM-DD `days` from today (the browser and the test process share the clock). */
function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function openSearch(path: string) {
  await goto(path);
  await expect(heading('Bus Quote Search Results')).toBeDisplayed();
  await expect(browser.$('[data-size-ready]')).toBeDisplayed();
}

async function resultCount(): Promise<number> {
  const viewing = byText(browser, /^Viewing \d+ Results?$/);
  await expect(viewing).toBeDisplayed();
  return Number(/(\d+)/.exec(await viewing.getText())?.[1]);
}

test('traveller: search, a filter, the cart, /review, a quote number', async () => {
  await openSearch('/search/seattle/wa');
  const total = await resultCount();
  // A filter: fewer companies, on the same page, in the query string.
  await byRole(browser, 'button', { name: 'Bus Types: All' }).click();
  await byLabelText(browser, 'Bus Type').selectByVisibleText('Minibus');
  await expect(browser).toHaveUrl(/\/search\/seattle\/wa\?type=2$/);
  await browser.waitUntil(async () => (await resultCount()) < total);
  expect(await resultCount()).toBeGreaterThan(0);

  // The cart: one company, then /review.
  const cart = () => byRole(browser, 'link', { name: /Quote Requests/ });
  await allByRole(browser, 'button', { name: 'Add To Quote Request' })[0].click();
  await expect(cart()).toHaveText(/1/);
  await cart().click();
  await expect(browser).toHaveUrl(/\/review$/);
  await expect(byRole(browser, 'region', { name: 'Your quote requests' })).toBeDisplayed();

  const form = () => byRole(browser, 'form', { name: 'Trip request' });
  const field = (label: string) => byLabelText(form(), new RegExp(`${label}$`));
  // The search filled the departure in: fill() types over it. A state's value is its code.
  await fill(field('Departure city'), 'Seattle');
  await field('Departure state').selectByAttribute('value', 'WA');
  await fill(field('Destination city'), 'Portland');
  await field('Destination state').selectByAttribute('value', 'OR');
  // Dates are set (setDate); a time field, empty, takes the keys of its hour and minute.
  await setDate(field('Departure date'), inDays(30));
  await field('Departure time').setValue('07:30');
  await setDate(field('Return date'), inDays(31));
  await field('Return time').setValue('18:00');
  await field('Trip type').selectByVisibleText('Round Trip');
  for (const [label, text] of [
    ['Number of people', '45'],
    ['Name of group', `Choir ${Date.now()}`],
    ['First name', 'Dana'],
    ['Last name', 'Whitfield'],
    ['Phone', '(206) 555-0199'],
    ['Email', 'dana.whitfield@example.org'],
    ['Notes', 'Two wheelchair users in the group.'],
  ])
    await fill(field(label), text);
  await expect(field('Notes')).toHaveValue('Two wheelchair users in the group.');
  await byRole(form(), 'button', { name: 'Submit Quote Request' }).click();
  await expect(heading('Thank you')).toBeDisplayed();
  await expect(browser.$('.confirmation__number')).toHaveText(/^Q-\d{6}-\d{4}$/);
});

test('traveller: the trip planner (a destination, a stop, Show Estimates), its trip sheet', async () => {
  await openSearch('/search/seattle/wa?people=40');
  await byRole(browser, 'button', { name: 'Estimate my trip' }).click();
  const form = () => byRole(browser, 'form', { name: 'Estimate my trip' });
  await fill(byLabelText(form(), 'Destination'), 'Spoka');
  await byRole(form(), 'button', { name: 'Spokane, WA' }).click();
  await fill(byLabelText(form(), 'Add a stop on the way (up to 5)'), 'Ellensb');
  await byRole(form(), 'button', { name: 'Ellensburg, WA' }).click();
  await byRole(form(), 'radio', { name: 'Round Trip' }).click();
  await setDate(byLabelText(form(), 'Departure date'), '2099-06-14');
  await setDate(byLabelText(form(), 'Return date'), '2099-06-15');
  await expect(byLabelText(form(), 'Days')).toHaveValue('2');
  await byRole(form(), 'button', { name: 'Show Estimates' }).click();
  await expect(browser).toHaveUrl(/to=Spokane,WA&via=Ellensburg,WA&depart=2099-06-14/);
  // A result card with its estimate (an article with a part whose text begins so).
  await expect(
    browser.$('//article[.//*[starts-with(normalize-space(.), "All-in estimate $")]]'),
  ).toBeDisplayed();

  // The plan's trip sheet: the legs day by day and the route map.
  await byRole(browser, 'link', { name: 'Trip sheet' }).click();
  await expect(heading('Seattle, WA to Spokane, WA')).toBeDisplayed();
  await expect(byRole(browser, 'cell', { name: 'Spokane, WA to Seattle, WA' })).toBeDisplayed();
  await expect(
    byRole(browser, 'img', { name: /^Route: Seattle, WA to Ellensburg, WA/ }),
  ).toBeDisplayed();
});
