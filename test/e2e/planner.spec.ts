import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, typeInto, wholeResultList } from './helpers';

/**
 * The trip planner (issue 22) on the demo API: a Spokane search, a round trip to Seattle with a
 * stop in Ellensburg, the cards' estimates and the sort, /review prefilled, the same plan from a
 * shared link in a fresh browser, the keyboard alone, and phones of 390 and 320 px.
 */

const DEPART = '2099-06-14';
const RETURN = '2099-06-15';

async function openSearch(page: Page, path: string) {
  await page.goto(path);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bus Quote Search Results' }),
  ).toBeVisible();
  await expect(page.locator('[data-size-ready]')).toBeVisible();
}

const planner = (page: Page) => page.getByRole('form', { name: 'Estimate my trip' });
const toggle = (page: Page) => page.getByRole('button', { name: 'Estimate my trip' });

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Each card's estimate line, in order ("All-in estimate $2,345 (Full Size)", "No posted rates"). */
async function cardEstimates(page: Page): Promise<string[]> {
  const texts = await page.getByRole('article').allInnerTexts();
  return texts.map(
    (text) =>
      /(All-in estimate \$[\d,]+(-\$[\d,]+)?|No posted rates|Group larger[^\n]*)/.exec(text)?.[0] ??
      '',
  );
}

/** Types into a place field and clicks the match. */
async function choosePlace(form: Locator, label: string, typed: string, name: string) {
  await typeInto(form.getByLabel(label), typed);
  await form.getByRole('button', { name, exact: true }).click();
}

/**
 * Presses Tab (or Shift+Tab, back) until `target` has focus, at most 30 times: the keyboard's
 * own way there.
 */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let step = 0; step < 30; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** Plans Spokane -> Ellensburg -> Seattle and back for 40 people, by pointer. */
async function planRoundTrip(page: Page) {
  await toggle(page).click();
  const form = planner(page);
  await expect(form.getByLabel('People')).toHaveValue('40');
  await choosePlace(form, 'Destination', 'Seatt', 'Seattle, WA');
  await choosePlace(form, 'Add a stop on the way (up to 5)', 'Ellensb', 'Ellensburg, WA');
  await form.getByRole('radio', { name: 'Round Trip' }).check();
  await form.getByLabel('Departure date').fill(DEPART);
  await form.getByLabel('Return date').fill(RETURN);
  return form;
}

test('a traveller plans a round trip with a stop, sorts by it and finds it on /review @firefox', async ({
  page,
}) => {
  await openSearch(page, '/search/spokane/wa?people=40');
  // A first estimate typed by hand, to see every card change with the plan.
  await toggle(page).click();
  await typeInto(planner(page).getByLabel('Total miles'), '100');
  await planner(page).getByRole('button', { name: 'Show Estimates' }).click();
  await expect(
    page
      .getByRole('article')
      .getByText(/^All-in estimate \$/)
      .first(),
  ).toBeVisible();
  const typed = await cardEstimates(page);

  const form = await planRoundTrip(page);
  await expect(form.getByLabel('Days')).toHaveValue('2');
  const explanation = form.getByText(
    /^About ([\d,]+) miles: 3 legs of about \d+, \d+ and \d+ miles straight-line, x 1\.2 for roads\.$/,
  );
  await expect(explanation).toBeVisible();
  const miles = Number(await form.getByLabel('Total miles').inputValue());
  // Spokane - Ellensburg - Seattle - Spokane is about 470 miles as the crow flies.
  expect(miles).toBeGreaterThan(520);
  expect(miles).toBeLessThan(620);
  const about = /About ([\d,]+)/.exec((await explanation.textContent()) ?? '')?.[1] ?? '';
  expect(Math.abs(Number(about.replace(/,/g, '')) - miles)).toBeLessThanOrEqual(5);
  await expect(
    form.getByText('2 days: from the departure date to the return date, both counted.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await form.getByRole('button', { name: 'Show Estimates' }).click();
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(
    /to=Seattle,WA&via=Ellensburg,WA&depart=2099-06-14&return=2099-06-15/,
  );
  await expect(page).toHaveURL(new RegExp(`[?&]trip=2&group=40&days=2&miles=${miles}&`));
  await expect(
    page.getByText(/Spokane, WA to Seattle, WA via Ellensburg, WA and back\./),
  ).toBeVisible();
  await expect(
    page.getByText(
      new RegExp(
        `^All-in estimates for 40 people, 2 days and ${miles.toLocaleString('en-US')} miles`,
      ),
    ),
  ).toBeVisible();
  await expect.poll(() => cardEstimates(page)).not.toEqual(typed);
  const planned = await cardEstimates(page);
  planned.forEach((line, position) => {
    if (line.startsWith('All-in estimate')) expect(line).not.toBe(typed[position]);
  });
  await expectNoAxeViolations(page);

  await page.getByLabel('Sort by').selectOption({ label: 'All-in estimate, lowest first' });
  await expect(page).toHaveURL(/&sort=estimate/);
  await wholeResultList(page);
  const lows = (await cardEstimates(page))
    .map((line) => /\$([\d,]+)/.exec(line)?.[1])
    .filter((low): low is string => low !== undefined)
    .map((low) => Number(low.replace(/,/g, '')));
  expect(lows.length).toBeGreaterThanOrEqual(2);
  expect(lows).toEqual([...lows].sort((a, b) => a - b));

  await page.getByRole('button', { name: 'Add To Quote Request' }).first().click();
  await page.getByRole('link', { name: /Quote Requests/ }).click();
  const trip = page.getByRole('form', { name: 'Trip request' });
  await expect(trip.getByLabel(/Destination city$/)).toHaveValue('Seattle');
  await expect(trip.getByLabel(/Destination state$/)).toHaveValue('WA');
  await expect(trip.getByLabel(/Departure city$/)).toHaveValue('Spokane');
  await expect(trip.getByLabel(/Departure date$/)).toHaveValue(DEPART);
  await expect(trip.getByLabel(/Return date$/)).toHaveValue(RETURN);
  await expect(trip.getByLabel(/Number of people$/)).toHaveValue('40');
  await expect(trip.getByLabel(/Trip type$/)).toHaveValue('2');
  await expect(trip.getByLabel('Notes')).toHaveValue('Stops: Ellensburg, WA');

  // A phone's pull to refresh, then /review typed afresh in the same tab: the plan stays, and
  // so does what was changed by hand.
  await typeInto(trip.getByLabel(/Number of people$/), '44');
  for (const open of [() => page.reload(), () => page.goto('/review')]) {
    await open();
    await expect(trip.getByLabel(/Destination city$/)).toHaveValue('Seattle');
    await expect(trip.getByLabel(/Departure date$/)).toHaveValue(DEPART);
    await expect(trip.getByLabel(/Return date$/)).toHaveValue(RETURN);
    await expect(trip.getByLabel(/Trip type$/)).toHaveValue('2');
    await expect(trip.getByLabel(/Number of people$/)).toHaveValue('44');
    await expect(trip.getByLabel('Notes')).toHaveValue('Stops: Ellensburg, WA');
  }
});

test('the same plan from a shared link in a fresh browser', async ({ page, browser }) => {
  await openSearch(page, '/search/spokane/wa?people=40');
  const form = await planRoundTrip(page);
  await form.getByRole('button', { name: 'Show Estimates' }).click();
  await expect(page).toHaveURL(/via=Ellensburg,WA/);
  const shared = page.url();
  const figures = await cardEstimates(page);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await openSearch(other, shared);
  await expect(
    other.getByText(/Spokane, WA to Seattle, WA via Ellensburg, WA and back\./),
  ).toBeVisible();
  await expect.poll(() => cardEstimates(other)).toEqual(figures);
  expect(other.url()).toBe(shared);
  await toggle(other).click();
  await expect(planner(other).getByLabel('Destination')).toHaveValue('Seattle, WA');
  await expect(planner(other).getByRole('list', { name: 'Stops on the way' })).toContainText(
    'Ellensburg, WA',
  );
  await expect(planner(other).getByLabel('Return date')).toHaveValue(RETURN);
  await fresh.close();
});

test('the planner works from the keyboard alone on a 390 px phone, without sideways scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSearch(page, '/search/spokane/wa?people=40');
  await toggle(page).focus();
  await page.keyboard.press('Enter');
  const form = planner(page);

  await tabTo(page, form.getByLabel('Destination'));
  await page.keyboard.type('Seattle');
  await expect(form.getByRole('button', { name: 'Seattle, WA', exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Destination')).toHaveValue('Seattle, WA');

  const addStop = form.getByLabel('Add a stop on the way (up to 5)');
  for (const [typed, name] of [
    ['Leavenworth', 'Leavenworth, WA'],
    ['Ellensburg', 'Ellensburg, WA'],
  ]) {
    await tabTo(page, addStop);
    await page.keyboard.type(typed ?? '');
    await expect(form.getByRole('button', { name, exact: true })).toBeVisible();
    await page.keyboard.press('Enter');
  }
  const stops = form.getByRole('list', { name: 'Stops on the way' });
  await expect(stops.getByRole('listitem')).toHaveText([/Leavenworth, WA/, /Ellensburg, WA/]);
  // Ellensburg comes first on the way to Seattle: moved up from the keyboard.
  await tabTo(page, form.getByRole('button', { name: 'Move up Ellensburg, WA' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(stops.getByRole('listitem')).toHaveText([/Ellensburg, WA/, /Leavenworth, WA/]);
  await expect(form.getByRole('button', { name: 'Move down Ellensburg, WA' })).toBeFocused();

  await tabTo(page, form.getByLabel('Departure date'));
  await page.keyboard.type('06142099');
  await expect(form.getByLabel('Departure date')).toHaveValue(DEPART);
  await tabTo(page, form.getByLabel('Return date'));
  await page.keyboard.type('06152099');
  await expect(form.getByLabel('Return date')).toHaveValue(RETURN);
  await expect(form.getByLabel('Days')).toHaveValue('2');
  expect(await overflow(page)).toBe(0);
  await expectNoAxeViolations(page);

  await tabTo(page, form.getByRole('button', { name: 'Show Estimates' }));
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  await expect(toggle(page)).toBeFocused();
  await expect(page).toHaveURL(/to=Seattle,WA&via=Ellensburg,WA&via=Leavenworth,WA/);
  await expect(
    page
      .getByRole('article')
      .getByText(/^All-in estimate \$/)
      .first(),
  ).toBeVisible();
  expect(await overflow(page)).toBe(0);
});

test('a 320 px phone shows the planner with five stops and no sideways scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await openSearch(page, '/search/spokane/wa?people=40');
  await toggle(page).click();
  const form = planner(page);
  await choosePlace(form, 'Destination', 'Seattle', 'Seattle, WA');
  for (const [typed, name] of [
    ['Ellensburg', 'Ellensburg, WA'],
    ['Leavenworth', 'Leavenworth, WA'],
    ['Wenatchee', 'Wenatchee, WA'],
    ['Cle Elum', 'Cle Elum, WA'],
    ['98926', 'Ellensburg, WA 98926'],
  ]) {
    await choosePlace(form, 'Add a stop on the way (up to 5)', typed ?? '', name ?? '');
  }
  await expect(form.getByText('5 stops is the most a trip plan takes.')).toBeVisible();
  await form.getByLabel('Departure date').fill(DEPART);
  expect(await overflow(page)).toBe(0);
  await expectNoAxeViolations(page);
});
