import { ACCOUNTS, accountMenu, heading, logIn, logOut, tour } from './common';
import type { Journey, Page, Step } from './page';

/**
 * The operator in Firefox and WebKit: the finished demo operator's screens, a metro added through
 * the Add New Metro dialog, a bid on its bid page (test/e2e/listings and bids specs do the same
 * in Chromium).
 */

const listings: Step = { role: 'table', name: 'Your metro listings' };
const rowOf = (table: Step, metro: string): Step[] => [
  table,
  { role: 'row', has: { role: 'cell', name: metro, exact: true } },
];

const screens: Journey = {
  name: 'operator: log in, Listings, each screen of the account menu',
  async run(page) {
    await page.goto('/');
    await page.see(heading('Admin Portal'));
    await logIn(page, ACCOUNTS.operator);
    await page.waitUrl(/\/subscribers\/listings$/);
    await page.see(heading('Listings'));
    await page.expectText(rowOf(listings, 'Dallas, TX'), /Active\/Approved/);
    await page.expectNoErrors();
    await tour(page, accountMenu, [
      ['Company', 'Company', /\/subscribers\/company$/],
      ['Bid for Placement', 'Bid for Placement', /\/subscribers\/bidListings$/],
      ['Reports', 'Reports', /\/subscribers\/reports$/],
      ['Reviews', 'Reviews', /\/subscribers\/reviews$/],
      ['Payments', 'Payments', /\/subscribers\/payments$/],
      ['Invoice', 'Invoice', /\/subscribers\/crash$/], // the spec's path
      ['My Account', 'Account Management', /\/subscribers\/my-account$/],
    ]);
    // Its name carries the unread count ("Messages (5 unread)").
    await page.click([accountMenu, { role: 'link', name: /^Messages/ }]);
    await page.waitUrl(/\/subscribers\/messages$/);
    await page.see(heading('Messages'));
    await logOut(page);
  },
};

async function operatorListings(page: Page) {
  await page.goto('/');
  await logIn(page, ACCOUNTS.operator);
  await page.waitUrl(/\/subscribers\/listings$/);
  await page.see(heading('Listings'));
}

const addMetro: Journey = {
  name: 'operator: the Add New Metro dialog adds Tyler, TX',
  async run(page) {
    await operatorListings(page);
    await page.click({ role: 'button', name: 'Add New Metro' });
    const dialog: Step = { role: 'dialog', name: 'Add New Metro' };
    await page.fill([dialog, { label: 'City' }], 'Tyl');
    await page.click([
      dialog,
      { role: 'list', name: 'Matching cities' },
      { role: 'button', name: /Tyler/ },
    ]);
    await page.click([dialog, { role: 'button', name: 'Find Metros' }]);
    const found: Step = { role: 'table', name: /Metros within 50 miles of Tyler/ };
    await page.click([...rowOf(found, 'Tyler, TX'), { role: 'button', name: /Add This Metro/ }]);
    const confirm: Step = { role: 'dialog', name: 'Add Tyler, TX' };
    await page.expectText(confirm, /Are you sure you want to request to add this metro\?/);
    await page.click([confirm, { role: 'button', name: 'Yes, Add Metro' }]);
    await page.gone(confirm);
    await page.gone(dialog);
    await page.see({ text: 'Your request to add Tyler, TX has been sent.' });
    await page.expectText(rowOf(listings, 'Tyler, TX'), /Pending Approval/);
  },
};

const bid: Journey = {
  name: 'operator: a bid on its bid page (/subscribers/bid/:id)',
  async run(page) {
    await operatorListings(page);
    await page.click([accountMenu, { role: 'link', name: 'Bid for Placement' }]);
    await page.waitUrl(/\/subscribers\/bidListings$/);
    const bids: Step = { role: 'table', name: 'Your metro listings for bidding' };
    await page.click([...rowOf(bids, 'Dallas, TX'), { role: 'link', name: /Edit/ }]);
    await page.waitUrl(/\/subscribers\/bid\/\d+$/);
    await page.see(heading('Bid For Placement: Dallas, TX'));
    const submit: Step = { role: 'button', name: 'Submit Bid' };
    await page.expectEnabled(submit, false);
    await page.click([
      { role: 'group', name: 'Choose a position in Dallas, TX' },
      { role: 'radio', name: 'Bid Now for position 1' },
    ]);
    await page.click(submit);

    const confirmation: Step = { role: 'dialog', name: 'Bid Confirmation' };
    await page.expectText(confirmation, /\$375\.00/);
    await page.click([confirmation, { role: 'button', name: 'Submit Changes' }]);
    const received: Step = { role: 'dialog', name: 'Bid Received' };
    await page.expectText(received, /We have received your request to change your position\./);
    await page.click([received, { role: 'button', name: 'Close' }]);
    await page.waitUrl(/\/subscribers\/bidListings$/);
    await page.expectText(rowOf(bids, 'Dallas, TX'), /\$375\.00/);
  },
};

export const operatorJourneys: Journey[] = [screens, addMetro, bid];
