import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './helpers';

/**
 * The all-in estimate (issue 34) on the demo API, on a phone and a desktop: a Denton zip search
 * of companies based around Dallas-Fort Worth, a same-day round trip of 600 miles (12 hours at
 * the wheel and 4 waiting at the destination: past 15 on duty, flagged, then fixed with a day
 * more), and a card's breakdown with the drive from its base.
 */
const TRIP = '/search/denton/tx?zip=76201&within=50&trip=2&group=40&days=1&miles=600';

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of [375, 1280]) {
  test(`the all-in estimate at ${width} px: the driver's day and its fix, a card's breakdown`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(TRIP);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bus Quote Search Results' }),
    ).toBeVisible();

    const warning = page.getByText(
      /^Too long for one day even with a relief driver: day 1 needs about 16 hours on duty/,
    );
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('(49 CFR 395.5). Add a day to the trip.');
    await expect(page.getByRole('button', { name: 'Add a relief driver' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add a day' }).click();
    await expect(page).toHaveURL(/&days=2&/);
    await expect(warning).toHaveCount(0);
    await expect(
      page.getByText(/Day 1: about 6 hours of driving \(300 miles\); Day 2: about 6 hours/),
    ).toBeVisible();

    // A company based 5 miles or more away: its drive there and its drive home are lines of their
    // own, the same miles each way on a round trip.
    const card = page
      .getByRole('article')
      .filter({ hasText: /Based about ([5-9]|\d{2,}) miles from Denton/ })
      .first();
    const figure = /All-in estimate (\$[\d,]+)/.exec(await card.innerText())?.[1];
    expect(figure).toBeDefined();
    const disclosure = card.getByRole('button', { name: "What's in it" });
    await disclosure.click();
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    const table = card.getByRole('table', { name: /^All-in estimate for/ });
    await expect(
      table.getByRole('rowheader', {
        name: /^Bringing the bus to Denton, TX 76201: \d+ miles at \$/,
      }),
    ).toBeVisible();
    await expect(
      table.getByRole('rowheader', {
        name: /^Taking the bus home from Denton, TX 76201: \d+ miles at \$/,
      }),
    ).toBeVisible();
    await expect(
      table.getByRole('rowheader', { name: /^Driver's room: 1 night x \$110/ }),
    ).toBeVisible();
    await expect(table.getByRole('row').last()).toContainText(`All-in estimate${figure ?? ''}`);
    await expect(
      card.getByText('Not included: tolls, parking, permits, fuel surcharges and taxes.'),
    ).toBeVisible();

    await page.getByText('How this is estimated').click();
    await expect(page.getByText(/^The driver's day: at most 10 hours of driving/)).toBeVisible();
    await expect.poll(() => overflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    await card.screenshot({ path: testInfo.outputPath(`all-in-${width}.png`) });
  });
}
