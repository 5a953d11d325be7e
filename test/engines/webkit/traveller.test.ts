import { expect } from 'expect-webdriverio';
import { test } from 'vitest';
import { Key } from 'webdriverio';
import { tripTextFields } from '../journeyData';
import { ACCOUNTS, accountMenu, logIn, logOut, tour } from './common';
import {
  allByRole,
  browser,
  byLabelText,
  byRole,
  byText,
  fill,
  goto,
  heading,
  inDays,
  setDate,
} from './session';

/**
 * The traveller in WebKit: a search with a filter to a quote number, the trip planner, and a
 * login to the account screens and Messages (test/e2e/search, quote, planner and user specs do
 * the same in Chromium, with their selectors and texts).
 */

const cartLink = () => byRole(browser, 'link', { name: /Quote Requests/ });

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

async function fillTrip(group: string) {
  const form = () => byRole(browser, 'form', { name: 'Trip request' });
  const field = (label: string) => byLabelText(form(), new RegExp(`${label}$`));
  // The search filled the departure in: fill() types over it.
  await fill(field('Departure city'), 'Seattle');
  // A state's option reads its name (Washington); its value is the code.
  await field('Departure state').selectByAttribute('value', 'WA');
  await fill(field('Destination city'), 'Portland');
  await field('Destination state').selectByAttribute('value', 'OR');
  // Dates are set (session.ts's setDate); a time field, empty, takes the keys of its hour and
  // minute as a person types them.
  await setDate(field('Departure date'), inDays(30));
  await field('Departure time').setValue('07:30');
  await setDate(field('Return date'), inDays(31));
  await field('Return time').setValue('18:00');
  await field('Trip type').selectByVisibleText('Round Trip');
  for (const [label, text] of tripTextFields(group)) await fill(field(label), text);
  await expect(field('Notes')).toHaveValue('Two wheelchair users in the group.');
  await byRole(form(), 'button', { name: 'Submit Quote Request' }).click();
}

test('traveller: search, a filter, the cart, /review, a quote number', async () => {
  await openSearch('/search/seattle/wa');
  await expect(
    byText(browser, 'Results in the Seattle, WA bus charter service area'),
  ).toBeDisplayed();
  const total = await resultCount();

  // A filter: fewer companies, on the same page, in the query string.
  await byRole(browser, 'button', { name: 'Bus Types: All' }).click();
  await byLabelText(browser, 'Bus Type').selectByVisibleText('Minibus');
  await expect(byRole(browser, 'button', { name: 'Bus Types: Minibus' })).toBeDisplayed();
  await expect(browser).toHaveUrl(/\/search\/seattle\/wa\?type=2$/);
  await browser.waitUntil(async () => (await resultCount()) < total, {
    timeoutMsg: `no fewer results than ${total}`,
  });
  expect(await resultCount()).toBeGreaterThan(0); // a Minibus company in Seattle

  // The cart: one company, then /review.
  await allByRole(browser, 'button', { name: 'Add To Quote Request' })[0].click();
  await expect(cartLink()).toHaveText(/1/);
  await expect(byRole(browser, 'button', { name: 'Remove Request' })).toBeDisplayed();
  await cartLink().click();
  await expect(browser).toHaveUrl(/\/review$/);
  await expect(heading('Review Information')).toBeDisplayed();
  await expect(byRole(browser, 'region', { name: 'Your quote requests' })).toBeDisplayed();

  await fillTrip(`Choir ${Date.now()}`);

  await expect(heading('Thank you')).toBeDisplayed();
  await expect(browser).toHaveUrl(/\/confirmation$/);
  await expect(browser.$('.confirmation__number')).toHaveText(/^Q-\d{6}-\d{4}$/);
});

test('traveller: the trip planner (a destination, a stop, Show Estimates)', async () => {
  await openSearch('/search/seattle/wa?people=40');
  await byRole(browser, 'button', { name: 'Estimate my trip' }).click();
  const form = () => byRole(browser, 'form', { name: 'Estimate my trip' });
  await expect(byLabelText(form(), 'People')).toHaveValue('40');
  await fill(byLabelText(form(), 'Destination'), 'Spoka');
  await byRole(form(), 'button', { name: 'Spokane, WA' }).click();
  await expect(byLabelText(form(), 'Destination')).toHaveValue('Spokane, WA');
  await fill(byLabelText(form(), 'Add a stop on the way (up to 5)'), 'Ellensb');
  await byRole(form(), 'button', { name: 'Ellensburg, WA' }).click();
  const stops = byRole(form(), 'list', { name: 'Stops on the way' });
  await expect(byText(stops, 'Ellensburg, WA')).toBeDisplayed();
  await byRole(form(), 'radio', { name: 'Round Trip' }).click();
  await setDate(byLabelText(form(), 'Departure date'), '2099-06-14');
  await setDate(byLabelText(form(), 'Return date'), '2099-06-15');
  await expect(byLabelText(form(), 'Days')).toHaveValue('2');

  await byRole(form(), 'button', { name: 'Show Estimates' }).click();
  await expect(form()).not.toBeDisplayed();
  await expect(browser).toHaveUrl(
    /to=Spokane,WA&via=Ellensburg,WA&depart=2099-06-14&return=2099-06-15/,
  );
  await expect(
    byText(browser, /Seattle, WA to Spokane, WA via Ellensburg, WA and back\./),
  ).toBeDisplayed();
  // A result card with its estimate (an article with a part whose text begins so).
  await expect(
    browser.$('//article[.//*[starts-with(normalize-space(.), "All-in estimate $")]]'),
  ).toBeDisplayed();

  // The plan's trip sheet (issue 35): the legs day by day and the route map.
  await byRole(browser, 'link', { name: 'Trip sheet' }).click();
  await expect(heading('Seattle, WA to Spokane, WA')).toBeDisplayed();
  await expect(browser).toHaveUrl(/\/trip\?/);
  await expect(byRole(browser, 'cell', { name: 'Spokane, WA to Seattle, WA' })).toBeDisplayed();
  await expect(
    byRole(browser, 'img', { name: /^Route: Seattle, WA to Ellensburg, WA/ }),
  ).toBeDisplayed();
});

test('traveller: log in, the account screens, Messages', async () => {
  await goto('/join');
  await expect(heading('Join Bus Charter Quotes')).toBeDisplayed();
  await logIn(ACCOUNTS.traveller);
  await expect(browser).toHaveUrl(/\/users\/quote-history$/);
  await expect(heading('Quote History')).toBeDisplayed();
  await tour(accountMenu, [
    ['My Account', 'My Account', /\/users\/my-account$/],
    ['Quote History', 'Quote History', /\/users\/quote-history$/],
    ['Messages', 'Messages', /\/users\/messages$/],
  ]);

  const table = () => byRole(browser, 'table', { name: /Messages you sent/ });
  await expect(allByRole(table(), 'row')).toBeElementsArrayOfSize(9);
  await allByRole(table(), 'button', { name: /^View the message/ })[0].click();
  const dialog = () => byRole(browser, 'dialog');
  await expect(dialog()).toBeDisplayed();
  await browser.keys(Key.Escape);
  await expect(dialog()).not.toBeDisplayed();
  await logOut();
});
