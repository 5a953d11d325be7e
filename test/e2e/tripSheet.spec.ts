import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expect, test } from './fixtures';
import {
  ANALYTICS_SITE,
  carried,
  recordRequests,
  SITE,
  stubAnalytics,
  type SeenRequest,
} from './analyticsStub';
import { expectNoAxeViolations, typeInto } from './helpers';

/**
 * The trip sheet (issue 35) on the demo API: from a planned search with a company whose phone
 * was revealed, Trip sheet; the sheet's day-by-day legs and map at a phone's and a desktop's
 * width, Copy link opened cold in a fresh browser (every request it makes recorded: none
 * carries the trip, issue 47), an old query link opened there, Add to calendar's file read back
 * by ical.js, and the printed page (Chromium's PDF, one Letter page, no site header or buttons).
 * On a build with an analytics id, so what the analytics are told is recorded too; Firefox runs
 * on the journeys' build, without analytics (analyticsStub.ts says why): the same requests,
 * checked the same, but for the analytics' own.
 */
test.use({
  baseURL: async ({ browserName }, provide) => {
    await provide(browserName === 'firefox' ? SITE : ANALYTICS_SITE);
  },
});
test.beforeEach(async ({ context }) => {
  await stubAnalytics(context);
});

const PLANNED =
  '/search/spokane/wa?trip=2&group=40&days=2&miles=600&to=Seattle,WA&via=Ellensburg,WA&depart=2099-06-14&return=2099-06-15';

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of [375, 1280]) {
  test(`the trip sheet at ${width} px: from the plan, its legs and map, Copy link opened cold${width === 1280 ? ' @firefox' : ''}`, async ({
    page,
    browser,
    browserName,
    context,
  }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(PLANNED);
    // A company into the quote request, its phone revealed: the sheet lists both.
    const card = page.getByRole('region', { name: 'Search results' }).getByRole('article').first();
    const company = await card.getByRole('heading').first().innerText();
    await card.getByRole('button', { name: 'More Details' }).click();
    const details = page.getByRole('dialog', { name: company });
    await details.getByRole('button', { name: 'Show Phone Number' }).click();
    const phone = await details.getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ }).innerText();
    await details.getByRole('button', { name: 'Close Details', exact: true }).click();
    await card.getByRole('button', { name: 'Add To Quote Request' }).click();
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
    const companies = (on: Page) => on.getByRole('region', { name: /^Bus companies/ });
    await expect(companies(page).getByRole('link', { name: phone })).toBeVisible();
    // The trip is in the fragment, which no request carries; no query at all.
    await expect(page).toHaveURL(/\/trip#(.+&)?name=Choir\+tour(&|$)/);
    await expect.poll(() => overflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`trip-sheet-${width}.png`), fullPage: true });

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied. Paste it into a message or an email.')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(page.url());

    // A parent's phone: a fresh browser with nothing saved. Every request it makes, the
    // document's own included, is recorded, and none may carry the trip: its name, a place, a
    // date, the company or its phone (in the URL, a header such as the Referer, or a body).
    const secrets = [
      'Choir',
      'Spokane',
      'Ellensburg',
      'Seattle',
      '47.6588',
      '117.426',
      '2099-06-14',
      '2099-06-15',
      company,
      phone,
      phone.replace(/\D/g, ''),
      phone.slice(-8),
    ];
    const parent = await browser.newContext({ viewport: { width: 375, height: 800 } });
    try {
      await stubAnalytics(parent);
      const requests = recordRequests(parent);
      const cold = await parent.newPage();
      await cold.goto(link);
      await expect(cold.getByRole('heading', { level: 1, name: 'Choir tour' })).toBeVisible();
      await expect(cold.getByRole('cell', { name: 'Ellensburg, WA to Seattle, WA' })).toBeVisible();
      await expect(companies(cold).getByRole('link', { name: phone })).toBeVisible();
      // The page view has gone to the analytics: what they were told is among the requests.
      const analytics = browserName !== 'firefox';
      const collect = (url: string) => url.includes('google-analytics.com/g/collect');
      if (analytics)
        await expect
          .poll(async () => (await requests.all()).some((r) => collect(r.url)))
          .toBe(true);
      const leaks = (seen: SeenRequest[]) =>
        seen.flatMap((request) => carried(request, secrets).map((s) => `${s} in ${request.url}`));
      expect(leaks(await requests.all())).toEqual([]);

      // An old link (the trip in the query) still opens. Its own request carries the trip, as
      // it always did; no request after it does: index.html's first script moves the query into
      // the fragment before anything else reads the address, and its referrer policy keeps it
      // out of the Referer of the files Firefox asks for before that script has run.
      const old = link.replace('#', '?');
      await cold.goto(old);
      await expect(cold.getByRole('heading', { level: 1, name: 'Choir tour' })).toBeVisible();
      await expect(cold).toHaveURL(link);
      const sinceOld = async () => {
        const seen = await requests.all();
        const at = seen.findIndex((request) => request.url === old);
        return at < 0 ? [] : seen.slice(at + 1);
      };
      if (analytics)
        await expect.poll(async () => (await sinceOld()).some((r) => collect(r.url))).toBe(true);
      // Every request of the context so far but the old link's own (the first page's late ones
      // included).
      expect(leaks((await requests.all()).filter((request) => request.url !== old))).toEqual([]);

      // The fragment changed in the address bar: the sheet reads it again.
      const renamed = new URLSearchParams(new URL(link).hash.slice(1));
      renamed.set('name', 'Band trip');
      await cold.evaluate((hash) => {
        location.hash = hash;
      }, renamed.toString());
      await expect(cold.getByRole('heading', { level: 1, name: 'Band trip' })).toBeVisible();
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
