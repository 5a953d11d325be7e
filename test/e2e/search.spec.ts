import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  expectNoAxeViolations,
  recordNavigations,
  visitedPaths,
  wordsBrokenAcrossLines,
} from './helpers';

test.beforeEach(async ({ page }) => {
  await recordNavigations(page);
});

async function openSearch(page: Page, path = '/search/dallas/tx') {
  await page.goto(path);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bus Quote Search Results' }),
  ).toBeVisible();
  await expect(page.locator('[data-size-ready]')).toBeVisible();
}

const cards = (page: Page) => page.getByRole('article');
const cartButton = (page: Page) => page.getByRole('link', { name: /Quote Requests/ });

test('search by route, filter, details with the phone, two quote requests that survive a reload, then /review @firefox', async ({
  page,
}) => {
  await openSearch(page, '/search/Dallas/TX');
  await expect(page).toHaveURL(/\/search\/dallas\/tx$/);
  await expect(page.getByText('Results in the Dallas, TX bus charter service area')).toBeVisible();
  const total = Number(
    /Viewing (\d+) Results/.exec(await page.getByText(/^Viewing \d+ Results$/).innerText())?.[1],
  );
  expect(total).toBeGreaterThan(100);

  // Filter by bus type: fewer companies, without leaving the page.
  await page.getByRole('button', { name: 'Bus Types: All' }).click();
  await page.getByLabel('Bus Type', { exact: true }).selectOption({ label: 'Minibus' });
  await expect(page.getByRole('button', { name: 'Bus Types: Minibus' })).toBeVisible();
  await expect(page).toHaveURL(/\?type=2$/);
  const filtered = Number(
    /Viewing (\d+) Result/.exec(await page.getByText(/^Viewing \d+ Results?$/).innerText())?.[1],
  );
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(total);
  await page.getByLabel('Bus Type', { exact: true }).selectOption({ label: 'All Bus Types' });
  await expect(page.getByText(`Viewing ${total} Results`)).toBeVisible();

  // More Details and the phone.
  const lonestar = page.getByRole('article', { name: 'Lone Star Charter Coaches' });
  await lonestar.getByRole('button', { name: 'More Details' }).click();
  const details = page.getByRole('dialog', { name: 'Lone Star Charter Coaches' });
  await expect(details.getByRole('heading', { name: 'Contact and Details' })).toBeVisible();
  await details.getByRole('button', { name: 'Show Phone Number' }).click();
  await expect(details.getByRole('link', { name: '(214) 555-0142' })).toBeFocused();
  await details.getByRole('button', { name: 'Close Details', exact: true }).click();
  await expect(details).toBeHidden();

  // Two companies into the cart; a reload keeps them.
  await lonestar.getByRole('button', { name: 'Add To Quote Request' }).click();
  await cards(page).nth(0).getByRole('button', { name: 'Add To Quote Request' }).click();
  await expect(cartButton(page)).toContainText('2');
  await page.reload();
  await expect(page.locator('[data-size-ready]')).toBeVisible();
  await expect(cartButton(page)).toContainText('2');
  await expect(page.getByRole('button', { name: 'Remove Request' })).toHaveCount(2);

  await cartButton(page).click();
  await expect.poll(() => visitedPaths(page)).toContain('/review');
});

test('a zip search within 150 miles of Dallas lists 500+ companies, 20 at a time', async ({
  page,
}) => {
  await openSearch(page, '/search/dallas/tx?zip=75201&within=150');
  await expect(page.getByText('Results within 150 miles of zip code 75201')).toBeVisible();
  const count = Number(
    /Viewing (\d+) Results/.exec(await page.getByText(/^Viewing \d+ Results$/).innerText())?.[1],
  );
  expect(count).toBeGreaterThanOrEqual(500);
  await expect(cards(page)).toHaveCount(20);
  await page.getByRole('button', { name: 'Show More Results' }).click();
  await expect(cards(page)).toHaveCount(40);
  await expect(page).toHaveURL(/\/search\/dallas\/tx\?zip=75201&within=150$/);
});

test('the photo slider works with the keyboard and opens the photo viewer @nginx', async ({
  page,
}) => {
  await openSearch(page);
  const first = cards(page).first();
  const next = first.getByRole('button', { name: 'Next photo' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(first.getByText(/^Photo 2 of \d$/)).toBeVisible();
  await first.getByRole('button', { name: /^Enlarge .*photo 2$/ }).focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
  await expect(viewer).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
});

test('on a phone the filters fold behind a Filters button and the cards stack', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSearch(page);
  await expect(page.getByRole('button', { name: /^Depart From/ })).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('button', { name: /^Depart From/ }).click();
  // On a small phone the opened panel's button is in view and clear of the floating cart
  // button (it opened under it, where a tap went to the cart).
  await page.setViewportSize({ width: 375, height: 667 });
  await page.getByRole('button', { name: /^Depart From/ }).click();
  await page.getByRole('button', { name: /^Depart From/ }).click();
  // Polled: the panel scrolls into view in an effect, after the click has returned.
  await expect
    .poll(async () => {
      const refine = await page.getByRole('button', { name: 'Refine Search' }).boundingBox();
      const cart = await page.getByRole('link', { name: /Quote Requests/ }).boundingBox();
      return refine && cart && refine.y + refine.height <= cart.y;
    })
    .toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('State', { exact: true }).selectOption('OK');
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Oklahoma City');
  await page.getByRole('button', { name: 'Refine Search' }).click();
  await expect(page).toHaveURL(/\/search\/oklahoma-city\/ok$/);
  const box = await cards(page).first().boundingBox();
  expect(box?.width).toBeLessThanOrEqual(390);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test('axe finds no violations on the search page', async ({ page }) => {
  await openSearch(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /^Amenities/ }).click();
  await expectNoAxeViolations(page);
});

test('axe finds no violations with each modal open', async ({ page }) => {
  await openSearch(page);
  const lonestar = page.getByRole('article', { name: 'Lone Star Charter Coaches' });
  await lonestar.getByRole('button', { name: 'More Details' }).click();
  const details = page.getByRole('dialog', { name: 'Lone Star Charter Coaches' });
  await expect(details.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page);
  // Ten columns in the modal, and no amount split across lines.
  await expect.poll(() => wordsBrokenAcrossLines(page)).toEqual([]);

  await details.getByRole('button', { name: 'View Amenities: Full Size' }).click();
  const amenities = page.getByRole('dialog', { name: 'Full Size Amenities' });
  await expect(amenities).toBeVisible();
  await expectNoAxeViolations(page);
  await amenities.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(amenities).toBeHidden();

  await details.getByRole('button', { name: /Reviews$/ }).click();
  const reviews = page.getByRole('dialog', { name: 'Reviews of Lone Star Charter Coaches' });
  await expect(reviews.getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await reviews.getByRole('button', { name: 'Close reviews' }).click();
  await expect(reviews).toBeHidden();
  await expect(details).toBeVisible();

  await details.getByRole('button', { name: 'Contact Us' }).click();
  const message = page.getByRole('dialog', { name: 'Send Message' });
  await message.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    message.getByText('Some fields are invalid, please check all fields and try again'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
