import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, typeInto } from './helpers';

/**
 * The trip sheet (issue 35) on the demo API: from a planned search, Trip sheet; the sheet's
 * day-by-day legs and map at a phone's and a desktop's width, Copy link opened cold in a fresh
 * browser, Add to calendar's file read back by ical.js, and the printed page (Chromium's PDF,
 * one Letter page, no site header or buttons).
 */
const PLANNED =
  '/search/spokane/wa?trip=2&group=40&days=2&miles=600&to=Seattle,WA&via=Ellensburg,WA&depart=2099-06-14&return=2099-06-15';

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of [375, 1280]) {
  test(`the trip sheet at ${width} px: from the plan, its legs and map, Copy link opened cold${width === 1280 ? ' @firefox' : ''}`, async ({
    page,
    browser,
    context,
  }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(PLANNED);
    await page.getByRole('link', { name: 'Trip sheet' }).click();
    const heading = page.getByRole('heading', { level: 1, name: 'Spokane, WA to Seattle, WA' });
    await expect(heading).toBeVisible();
    await expect(page.getByText('Sun, Jun 14, 2099 to Mon, Jun 15, 2099')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Seattle, WA to Spokane, WA' })).toBeVisible();
    await expect(
      page.getByRole('img', { name: /^Route: Spokane, WA to Ellensburg, WA/ }),
    ).toBeVisible();

    await typeInto(page.getByLabel('Trip name (optional)'), 'Choir tour');
    await expect(page.getByRole('heading', { level: 1, name: 'Choir tour' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]name=Choir\+tour/);
    await expect.poll(() => overflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`trip-sheet-${width}.png`), fullPage: true });

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied. Paste it into a message or an email.')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(page.url());

    // A parent's phone: a fresh browser with nothing saved.
    const parent = await browser.newContext({ viewport: { width: 375, height: 800 } });
    try {
      const cold = await parent.newPage();
      await cold.goto(link);
      await expect(cold.getByRole('heading', { level: 1, name: 'Choir tour' })).toBeVisible();
      await expect(cold.getByRole('cell', { name: 'Ellensburg, WA to Seattle, WA' })).toBeVisible();
    } finally {
      await parent.close();
    }
  });
}

test('Add to calendar saves an .ics a calendar reads as written; the sheet prints on one page', async ({
  page,
}, testInfo) => {
  await page.goto(PLANNED);
  await page.getByRole('link', { name: 'Trip sheet' }).click();
  await expect(page.getByRole('img', { name: /^Route: Spokane/ })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('spokane-wa-to-seattle-wa.ics');
  const text = readFileSync((await download.path()) ?? '', 'utf8');
  const vevent = new ICAL.Component(ICAL.parse(text) as unknown[]).getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('No VEVENT');
  const event = new ICAL.Event(vevent);
  expect(event.startDate.toString()).toBe('2099-06-14');
  expect(event.endDate.toString()).toBe('2099-06-16');
  expect(event.location).toBe('Spokane, WA; Ellensburg, WA; Seattle, WA; back to Spokane, WA');
  expect(vevent.getFirstPropertyValue('url')).toBe(page.url());

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  const pdf = await page.pdf({ format: 'Letter', path: testInfo.outputPath('trip-sheet.pdf') });
  // One page object in the file: "/Type /Page" not followed by "s".
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(1);
  const a4 = await page.pdf({ format: 'A4' });
  expect(a4.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(1);
});
