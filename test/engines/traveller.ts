import { ACCOUNTS, accountMenu, heading, inDays, logIn, logOut, tour } from './common';
import type { Journey, Page, Step } from './page';

/**
 * The traveller in Firefox and WebKit: a search with a filter to a quote number, the trip
 * planner, and a login to the account screens and Messages (test/e2e/search, quote, planner and
 * user specs do the same in Chromium, with their selectors and texts).
 */

const cartLink: Step = { role: 'link', name: /Quote Requests/ };

async function openSearch(page: Page, path: string) {
  await page.goto(path);
  await page.see(heading('Bus Quote Search Results'));
  await page.see({ css: '[data-size-ready]' });
}

async function resultCount(page: Page): Promise<number> {
  const text = await page.expectText({ text: /^Viewing \d+ Results?$/ }, /\d/);
  return Number(/(\d+)/.exec(text)?.[1]);
}

async function fillTrip(page: Page, form: Step, group: string) {
  const field = (label: string): Step[] => [form, { label: new RegExp(`${label}$`) }];
  await page.fill(field('Departure city'), 'Seattle');
  await page.setValue(field('Departure state'), 'WA');
  await page.fill(field('Destination city'), 'Portland');
  await page.setValue(field('Destination state'), 'OR');
  await page.setValue(field('Departure date'), inDays(30));
  await page.setValue(field('Departure time'), '07:30');
  await page.setValue(field('Return date'), inDays(31));
  await page.setValue(field('Return time'), '18:00');
  await page.setValue(field('Trip type'), 'Round Trip');
  await page.fill(field('Number of people'), '45');
  await page.fill(field('Name of group'), group);
  await page.fill(field('First name'), 'Dana');
  await page.fill(field('Last name'), 'Whitfield');
  await page.fill(field('Phone'), '(206) 555-0199');
  await page.fill(field('Email'), 'dana.whitfield@example.org');
  await page.fill(field('Notes'), 'Two wheelchair users in the group.');
}

const searchToQuote: Journey = {
  name: 'traveller: search, a filter, the cart, /review, a quote number',
  async run(page) {
    await openSearch(page, '/search/seattle/wa');
    await page.see({ text: 'Results in the Seattle, WA bus charter service area' });
    const total = await resultCount(page);

    // A filter: fewer companies, on the same page, in the query string.
    await page.click({ role: 'button', name: 'Bus Types: All' });
    await page.setValue({ label: 'Bus Type', exact: true }, 'Minibus');
    await page.see({ role: 'button', name: 'Bus Types: Minibus' });
    await page.waitUrl(/\/search\/seattle\/wa\?type=2$/);
    const filtered = await page.until('fewer results', async () => {
      const count = await resultCount(page);
      return count < total ? count : false;
    });
    if (filtered === 0) throw new Error('no Minibus company in Seattle');

    // The cart: one company, then /review.
    await page.click({ role: 'button', name: 'Add To Quote Request', nth: 0 });
    await page.expectText(cartLink, /1/);
    await page.see({ role: 'button', name: 'Remove Request' });
    await page.click(cartLink);
    await page.waitUrl(/\/review$/);
    await page.see(heading('Review Information'));
    await page.see({ role: 'region', name: 'Your quote requests' });

    const form: Step = { role: 'form', name: 'Trip request' };
    await fillTrip(page, form, `Choir ${Date.now()}`);
    await page.expectValue([form, { label: /Notes$/ }], 'Two wheelchair users in the group.');
    await page.click([form, { role: 'button', name: 'Submit Quote Request' }]);

    await page.see(heading('Thank you'));
    await page.waitUrl(/\/confirmation$/);
    await page.expectText({ css: '.confirmation__number' }, /^Q-\d{6}-\d{4}$/);
  },
};

const planner: Journey = {
  name: 'traveller: the trip planner (a destination, a stop, Show Estimates)',
  async run(page) {
    await openSearch(page, '/search/seattle/wa?people=40');
    await page.click({ role: 'button', name: 'Estimate my trip' });
    const form: Step = { role: 'form', name: 'Estimate my trip' };
    await page.expectValue([form, { label: 'People' }], '40');
    await page.fill([form, { label: 'Destination' }], 'Spoka');
    await page.click([form, { role: 'button', name: 'Spokane, WA', exact: true }]);
    await page.expectValue([form, { label: 'Destination' }], 'Spokane, WA');
    await page.fill([form, { label: 'Add a stop on the way (up to 5)' }], 'Ellensb');
    await page.click([form, { role: 'button', name: 'Ellensburg, WA', exact: true }]);
    await page.see([form, { role: 'list', name: 'Stops on the way' }, { text: 'Ellensburg, WA' }]);
    await page.click([form, { role: 'radio', name: 'Round Trip' }]);
    await page.setValue([form, { label: 'Departure date' }], '2099-06-14');
    await page.setValue([form, { label: 'Return date' }], '2099-06-15');
    await page.expectValue([form, { label: 'Days' }], '2');

    await page.click([form, { role: 'button', name: 'Show Estimates' }]);
    await page.gone(form);
    await page.waitUrl(/to=Spokane,WA&via=Ellensburg,WA&depart=2099-06-14&return=2099-06-15/);
    await page.see({ text: /Seattle, WA to Spokane, WA via Ellensburg, WA and back\./ });
    await page.see([{ role: 'article', has: { text: /^Estimated \$/ }, nth: 0 }]);
  },
};

const account: Journey = {
  name: 'traveller: log in, the account screens, Messages',
  async run(page) {
    await page.goto('/join');
    await page.see(heading('Join Bus Charter Quotes'));
    await logIn(page, ACCOUNTS.traveller);
    await page.waitUrl(/\/users\/quote-history$/);
    await page.see(heading('Quote History'));
    await page.expectNoErrors();
    await tour(page, accountMenu, [
      ['My Account', 'My Account', /\/users\/my-account$/],
      ['Quote History', 'Quote History', /\/users\/quote-history$/],
      ['Messages', 'Messages', /\/users\/messages$/],
    ]);

    const table: Step = { role: 'table', name: /Messages you sent/ };
    await page.expectCount([table, { role: 'row' }], 9);
    await page.click([table, { role: 'button', name: /^View the message/, nth: 0 }]);
    const dialog: Step = { role: 'dialog' };
    await page.see(dialog);
    await page.press('Escape');
    await page.gone(dialog);
    await logOut(page);
  },
};

export const travellerJourneys: Journey[] = [searchToQuote, planner, account];
