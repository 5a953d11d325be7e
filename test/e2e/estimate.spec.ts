import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, wholeResultList } from './helpers';

/**
 * The instant estimate on the demo API: set it on a Dallas search, sort by it, reload, and use it
 * on a 375 px phone.
 */

async function openSearch(page: Page, path: string) {
  await page.goto(path);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bus Quote Search Results' }),
  ).toBeVisible();
  await expect(page.locator('[data-size-ready]')).toBeVisible();
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Each shown card's low estimate in dollars, or null for "No posted rates" and the like. */
async function lowFigures(page: Page): Promise<(number | null)[]> {
  const texts = await page.getByRole('article').allInnerTexts();
  return texts.map((text) => {
    const match = /All-in estimate \$([\d,]+)/.exec(text);
    return match?.[1] ? Number(match[1].replace(/,/g, '')) : null;
  });
}

test('a traveller sets an estimate, sorts by it and a reload keeps both', async ({ page }) => {
  await openSearch(page, '/search/dallas/tx?people=40');
  const toggle = page.getByRole('button', { name: 'Estimate my trip' });
  await toggle.click();
  const form = page.getByRole('form', { name: 'Estimate my trip' });
  await expect(form.getByLabel('People')).toHaveValue('40');
  await expect(form.getByLabel('Days')).toHaveValue('1');
  await form.getByLabel('Days').fill('2');
  await form.getByLabel('Total miles').fill('300');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Show Estimates' }).click();

  await expect(page).toHaveURL(/\?people=40&group=40&days=2&miles=300$/);
  await expect(
    page.getByText(/^All-in estimates for 40 people, 2 days and 300 miles: each company's posted/),
  ).toBeVisible();
  const first = page.getByRole('article').first();
  await expect(first.getByText(/^All-in estimate \$/).first()).toBeVisible();
  await expect(first.getByText('Estimate from posted rates, not a quote')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Sort by').selectOption({ label: 'All-in estimate, lowest first' });
  await expect(page).toHaveURL(/&sort=estimate$/);
  await wholeResultList(page);
  const sorted = await lowFigures(page);
  const priced = sorted.filter((low): low is number => low !== null);
  expect(priced.length).toBeGreaterThan(10);
  expect(priced).toEqual([...priced].sort((a, b) => a - b));
  // Companies without an estimate come after every figure.
  expect(sorted.slice(0, priced.length)).toEqual(priced);

  await page.reload();
  await expect(page.locator('[data-size-ready]')).toBeVisible();
  await expect(page.getByLabel('Sort by')).toHaveValue('estimate');
  await expect(
    page
      .getByRole('article')
      .first()
      .getByText(/^All-in estimate \$/)
      .first(),
  ).toBeVisible();
  // The first cards come in the first frame, the rest right after (ResultList): wait for all.
  await expect.poll(() => lowFigures(page)).toEqual(sorted);
});

test('the estimate control fits a 375 px phone and is usable from the keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openSearch(page, '/search/dallas/tx?group=12&days=1&miles=80');
  const toggle = page.getByRole('button', { name: 'Estimate my trip' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Estimate my trip' });
  await expect(form.getByLabel('People')).toHaveValue('12');
  await form.getByLabel('Days').fill('20');
  await form.getByLabel('Days').press('Enter');
  await expect(form.getByText('Days must be a whole number from 1 to 14')).toBeVisible();
  expect(await overflow(page)).toBe(0);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(
    page
      .getByRole('article')
      .first()
      .getByText(/^(All-in estimate \$|No posted rates|Group larger)/)
      .first(),
  ).toBeVisible();
  expect(await overflow(page)).toBe(0);
});
