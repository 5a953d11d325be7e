import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './helpers';

async function openSearch(page: Page, path = '/search/dallas/tx') {
  await page.goto(path);
  await expect(page.locator('[data-size-ready]')).toBeVisible();
}

const compareBar = (page: Page) => page.getByRole('region', { name: 'Compare', exact: true });
const compareTable = (page: Page) => page.getByRole('table', { name: /^Comparing/ });

/** The names of the first `count` result cards, each toggled into the compare list. */
async function compareFirst(page: Page, count: number): Promise<string[]> {
  const names: string[] = [];
  for (let position = 0; position < count; position += 1) {
    const card = page.getByRole('article').nth(position);
    const name = (await card.getByRole('heading').innerText()).trim();
    const toggle = card.getByRole('button', { name: `Compare ${name}` });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    names.push(name);
  }
  return names;
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Two controls do not overlap, once the layout has settled (polled: the bar and the cart button
 * move on scroll events and observers, which run after the scroll). */
async function expectApart(a: Locator, b: Locator) {
  await expect.poll(async () => overlaps(await boxOf(a), await boxOf(b))).toBe(false);
}

/** The bar stuck to the bottom leaves the quote cart button alone, and at the end of the page
 * it rests below the last card's buttons; there the cart leaves the footer's links and buttons
 * alone (the demo's Reset button was under it on a phone). */
async function expectBarClearOfControls(page: Page) {
  const bar = compareBar(page);
  await expect(bar).toBeVisible();
  const cart = page.getByRole('link', { name: /Quote Requests/ });
  await expectApart(bar, cart);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastCard = page.getByRole('article').last();
  for (const button of await lastCard.getByRole('button').all()) await expectApart(bar, button);
  await expectApart(bar, cart);
  for (const control of await page.getByRole('contentinfo').locator('a, button').all()) {
    await expectApart(control, cart);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

test('compare three companies from a search, add one to the quote request, open the shared link cold', async ({
  page,
  browser,
}) => {
  await openSearch(page);
  const names = await compareFirst(page, 3);
  await expect(compareBar(page).getByRole('listitem')).toHaveCount(3);
  await expectBarClearOfControls(page);
  await expectNoAxeViolations(page);

  await compareBar(page).getByRole('link', { name: 'Compare 3 companies' }).click();
  await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+,\d+&city=Dallas&state=TX$/);
  await expect(compareTable(page).getByRole('columnheader')).toHaveText(names);
  await expect(compareTable(page).getByRole('rowheader', { name: 'Rating' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Add the second company to the quote request from its column.
  const quoteRow = compareTable(page)
    .getByRole('row')
    .filter({
      has: page.getByRole('rowheader', { name: 'Quote Request' }),
    });
  await quoteRow
    .getByRole('cell')
    .nth(1)
    .getByRole('button', { name: 'Add To Quote Request' })
    .click();
  await expect(
    quoteRow.getByRole('cell').nth(1).getByRole('button', { name: 'Remove Request' }),
  ).toBeVisible();
  // redux-persist writes the cart after the button flips: poll the stored state.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('buscharter:quoteCart')))
    .toContain(names[1]);

  // Only differences (which rows agree is the integration tests' part): the actions stay.
  await page.getByRole('switch', { name: 'Show only differences' }).check();
  await expect(compareTable(page).getByRole('rowheader', { name: 'Quote Request' })).toBeVisible();
  await expect(compareTable(page).getByRole('rowheader', { name: 'Contact' })).toBeVisible();

  // The link in a browser that has never searched: one search of the area, the same columns.
  const link = page.url();
  const stranger = await browser.newContext();
  const shared = await stranger.newPage();
  await shared.goto(link);
  await expect(compareTable(shared).getByRole('columnheader')).toHaveText(names);
  await expectNoAxeViolations(shared);
  await stranger.close();
});

test('on a phone the bar clears the cart button, and only the compare table scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openSearch(page);
  await compareFirst(page, 4);
  await expectBarClearOfControls(page);

  await compareBar(page).getByRole('link', { name: 'Compare 4 companies' }).click();
  await expect(compareTable(page).getByRole('columnheader')).toHaveCount(4);
  const pageWidth = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(pageWidth.scroll).toBe(pageWidth.client);

  const region = page.getByRole('region', { name: /^Comparing/ });
  const sizes = await region.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
  }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  // The row names stay put while the companies scroll.
  const rowName = compareTable(page).getByRole('rowheader', { name: 'Rating' });
  const before = await boxOf(rowName);
  const company = compareTable(page).getByRole('columnheader').nth(1);
  const companyBefore = await boxOf(company);
  await region.evaluate((element) => element.scrollBy({ left: 250 }));
  await expect.poll(async () => (await boxOf(company)).x).toBeLessThan(companyBefore.x - 100);
  expect((await boxOf(rowName)).x).toBe(before.x);
  await expectNoAxeViolations(page);
});

test('the quote cart on /review has Compare toggles and the bar', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openSearch(page);
  for (const index of [2, 0, 1]) {
    await page
      .getByRole('article')
      .nth(index)
      .getByRole('button', { name: 'Add To Quote Request' })
      .click();
  }
  await page.getByRole('link', { name: /Quote Requests/ }).click();

  // A double-click on Remove takes that company out, not also the one moving up under the pointer.
  const cart = page.getByRole('region', { name: 'Your quote requests' });
  const removes = cart.getByRole('button', { name: /^Remove / });
  await expect(removes).toHaveCount(3);
  await removes.first().dblclick();
  await expect(removes).toHaveCount(2);
  await expect(cart.getByText('2 companies')).toBeVisible();
  const toggles = cart.getByRole('button', { name: /^Compare / });
  await expect(toggles).toHaveCount(2);
  await toggles.nth(0).click();
  await toggles.nth(1).click();
  await expect(toggles.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(compareBar(page).getByRole('link', { name: 'Compare 2 companies' })).toBeVisible();
  await expectNoAxeViolations(page);
  await compareBar(page).getByRole('link', { name: 'Compare 2 companies' }).click();
  await expect(compareTable(page).getByRole('columnheader')).toHaveCount(2);
});
