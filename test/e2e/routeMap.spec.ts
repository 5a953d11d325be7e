import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, openSearch, sidewaysScroll } from './helpers';

/**
 * Issue 29 on the demo API: a Spokane search, a round trip to Seattle with a stop in
 * Ellensburg; the route on a map of the states (drawn in the browser, no call to anyone: the
 * fixture fails on any CSP violation), its legs in words, axe, a desktop and a phone (screenshots
 * in the test's output folder); how far each company is based, and the nearest first.
 */

const ROUTE_NAME =
  /^Route: Spokane, WA to Ellensburg, WA, about (\d+) miles; to Seattle, WA, about (\d+) miles; and back, about (\d+) miles$/;

/** Plans Spokane -> Ellensburg -> Seattle and back, and shows the estimates. */
async function planWithStop(page: Page) {
  await page.getByRole('button', { name: 'Estimate my trip' }).click();
  const form = page.getByRole('form', { name: 'Estimate my trip' });
  await form.getByLabel('Destination').fill('Seatt');
  await form.getByRole('button', { name: 'Seattle, WA', exact: true }).click();
  await form.getByLabel('Add a stop on the way (up to 5)').fill('Ellensb');
  await form.getByRole('button', { name: 'Ellensburg, WA', exact: true }).click();
  await form.getByRole('radio', { name: 'Round Trip' }).check();
  await form.getByRole('button', { name: 'Show Estimates' }).click();
  await expect(form).toBeHidden();
}

for (const [width, height] of [
  [1280, 900],
  [375, 812],
]) {
  test(`a planned trip shows its route on a map with its legs, at ${width} px`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height });
    await openSearch(page, '/search/spokane/wa?people=40');
    await planWithStop(page);

    const map = page.getByRole('img', { name: ROUTE_NAME });
    await expect(map).toBeVisible();
    const name = (await map.getAttribute('aria-label')) ?? '';
    const miles = (ROUTE_NAME.exec(name) ?? []).slice(1);
    // Spokane - Ellensburg 147, Ellensburg - Seattle 88, Seattle - Spokane 228 miles straight,
    // x 1.2 for roads.
    expect(miles.map(Number)).toEqual([
      expect.closeTo(176, -1.5),
      expect.closeTo(106, -1.5),
      expect.closeTo(274, -1.5),
    ]);
    const [out, on, back] = miles;

    // The three places as markers, named on the map; the legs as lines with their miles.
    await expect(map.locator('.route-map__marker')).toHaveCount(3);
    await expect(map.locator('.route-map__leg')).toHaveCount(3);
    for (const place of ['Spokane, WA', 'Ellensburg, WA', 'Seattle, WA']) {
      await expect(map.locator('text', { hasText: place })).toHaveCount(1);
    }
    await expect(map.locator('.route-map__label--leg')).toHaveText([
      `${out} mi`,
      `${on} mi`,
      `${back} mi`,
    ]);
    await expect(
      page.getByRole('list', { name: 'Legs of the trip' }).getByRole('listitem'),
    ).toHaveText([
      `Spokane, WA to Ellensburg, WA: about ${out} miles`,
      `Ellensburg, WA to Seattle, WA: about ${on} miles`,
      `Seattle, WA back to Spokane, WA: about ${back} miles`,
    ]);

    // As wide as its box (no fixed width), in the box kept for it, and never a keyboard stop.
    const box = await map.boundingBox();
    const holder = await page.locator('.route-map__box').boundingBox();
    expect(box?.width).toBeCloseTo(holder?.width ?? 0, 0);
    expect(box?.height).toBeCloseTo(holder?.height ?? 0, 0);
    const viewWidth = Math.round(box?.width ?? 0);
    await expect(map).toHaveAttribute(
      'viewBox',
      `0 0 ${viewWidth} ${Math.round((viewWidth * 2) / 3)}`,
    );
    await expect(map).not.toHaveAttribute('width');
    await expect(map).not.toHaveAttribute('tabindex');
    // Its labels are legible text: 13 px on a phone as on a desktop.
    const size = await map
      .locator('.route-map__label')
      .first()
      .evaluate((text) => text.getBoundingClientRect().height);
    expect(size).toBeGreaterThan(10);
    expect(await sidewaysScroll(page)).toBe(0);

    await map.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`route-map-${width}.png`) });
    await page
      .locator('.route-panel')
      .screenshot({ path: testInfo.outputPath(`route-panel-${width}.png`) });
    await expectNoAxeViolations(page);
  });
}

test('each card says how far the company is based; the nearest first', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openSearch(page, '/search/spokane/wa');
  // The places come with the planner's data, or with this sort.
  await page.getByLabel('Sort by').selectOption({ label: 'Nearest base first' });
  await expect(page).toHaveURL(/[?&]sort=nearest/);
  const lines = page.getByRole('article').getByText(/^Based /);
  await expect(lines.first()).toBeVisible();
  const texts = await lines.allInnerTexts();
  expect(texts.length).toBeGreaterThanOrEqual(3);
  for (const text of texts) {
    expect(text).toMatch(/^Based (about \d+ miles?|less than a mile) from Spokane, WA$/);
  }
  const miles = texts.map((text) => Number(/about (\d+)/.exec(text)?.[1] ?? 0));
  expect(miles).toEqual([...miles].sort((a, b) => a - b));
  expect(await sidewaysScroll(page)).toBe(0);
  await page
    .getByRole('article')
    .first()
    .screenshot({ path: testInfo.outputPath('base-line-375.png') });
  await expectNoAxeViolations(page);
});
