import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, signIn, sidewaysScroll } from './helpers';

/**
 * The finished demo operator reads its reports: last week on arrival, then a range of its own
 * with the activity and quote request tables, the two charts and the cost per quote request;
 * the same page on a 375px phone never scrolls sideways.
 */

/** YYYY-MM-DD of the browser's today plus `days`, as the date inputs take it. */
async function dayFromToday(page: Page, days: number): Promise<string> {
  return page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, days);
}

const mmddyyyy = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

test('an operator picks a range and reads its tables and charts', async ({ page }) => {
  await signIn(page, 'operator', '/subscribers/listings');
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Reports' })
    .click();
  await expect(page).toHaveURL(/\/subscribers\/reports$/);
  const today = await dayFromToday(page, 0);
  const form = page.getByRole('form', { name: 'Report dates' });
  await expect(form.getByLabel(/End Date$/)).toHaveValue(today);
  await expect(page.getByRole('table', { name: 'Activity per metro' })).toBeVisible();

  // Three months back: Dallas and Fort Worth with clicks, quote requests and their costs.
  const start = await dayFromToday(page, -90);
  await form.getByLabel(/Start Date$/).fill(start);
  await form.getByRole('button', { name: 'Show Report' }).click();
  await expect(
    page.getByRole('heading', { name: `Activity from ${mmddyyyy(start)} to ${mmddyyyy(today)}` }),
  ).toBeVisible();
  const activity = page.getByRole('table', { name: 'Activity per metro' });
  await expect(activity.getByRole('row').filter({ hasText: 'Dallas, TX' })).toBeVisible();
  await expect(activity.getByRole('row', { name: /^Total \d/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Quote requests in Dallas, TX' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Quote requests per week from / })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Total activity per metro: / })).toBeVisible();
  const cost = page.getByRole('table', { name: 'Cost per quote request per metro' });
  await expect(cost.getByRole('row').filter({ hasText: 'Dallas, TX' })).toContainText('$');
  await expectNoAxeViolations(page);

  // The over-time chart's table alternative opens under it.
  await page.getByText('Show these figures as a table').click();
  await expect(page.getByRole('table', { name: 'Quote requests per week' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A phone: the tables become cards, the charts fit, nothing widens the page.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('img', { name: /^Total activity per metro: / })).toBeVisible();
  // The charts draw at their measured width, measured again on the next frame after a resize:
  // what settles is what counts (read at once, the desktop width showed 87 px too wide).
  await expect.poll(() => sidewaysScroll(page)).toBe(0);
  await expectNoAxeViolations(page);
});

test('an operator downloads the quotes and clicks of a range as CSV', async ({ page }) => {
  await signIn(page, 'operator', '/subscribers/reports');
  const form = page.getByRole('form', { name: 'Report dates' });
  const start = await dayFromToday(page, -90);
  const end = await dayFromToday(page, -1);
  await form.getByLabel(/Start Date$/).fill(start);
  await form.getByLabel(/End Date$/).fill(end);
  await form.getByRole('button', { name: 'Show Report' }).click();
  const exports = page.getByRole('region', { name: 'CSV Exports' });
  await expect(exports).toContainText(`From ${mmddyyyy(start)} to ${mmddyyyy(end)}.`);

  for (const [kind, header] of [
    ['quotes', /^quote_id,city,state,submitted_on,name,email,phone,/],
    ['clicks', /^city,state,number_of_quotes,messages,more_details,/],
  ] as const) {
    const downloading = page.waitForEvent('download');
    await exports.getByRole('button', { name: `Download ${kind}` }).click();
    const download = await downloading;
    // The contract's assumed name: the range's dates.
    expect(download.suggestedFilename()).toBe(`${start}_${end}.csv`);
    const text = await readFile(await download.path(), 'utf8');
    expect(text.split('\r\n')[0]).toMatch(header);
  }
  await expect(exports.getByText(`Saved ${start}_${end}.csv.`)).toHaveCount(2);
  await expectNoAxeViolations(page);
});
