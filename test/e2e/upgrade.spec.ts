import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';

/**
 * The free-trial demo operator: the account health panel says what to do, the bid list's own
 * prompt offers the upgrade before fetching anything, Continue as Free Trial sends nothing, and
 * Upgrade then lists the metros with their billing.
 */
/** Records every layout shift that moved the page's <main> (not a part inside it). */
async function recordMainShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { mainShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node }[];
      })[]) {
        if (entry.sources?.some((source) => source.node?.nodeName === 'MAIN'))
          shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const mainShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { mainShifts: number[] }).mainShifts);

test('the free-trial operator: account health, then the two-step upgrade offer', async ({
  page,
}) => {
  await recordMainShifts(page);
  await signIn(page, 'freetrial', '/subscribers/my-account');
  const panel = page.getByRole('region', { name: 'Account health' });
  await expect(panel.getByText('Your account is missing payment information.')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Add payment information' })).toHaveAttribute(
    'href',
    '/subscribers/payments',
  );
  await expect(panel.getByText(/^Your account is on a free trial\./)).toBeVisible();
  await expectNoAxeViolations(page);

  const upgradeCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('upgrade_to_premium')) upgradeCalls.push(request.url());
  });
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Bid for Placement' })
    .click();
  const offer = page.getByRole('dialog', { name: 'Upgrade to Premium' });
  await expect(offer.getByText(/Premium placement does more/)).toBeVisible();
  await expect(offer.getByRole('table')).toBeHidden();
  await expectNoAxeViolations(page);
  await offer.getByRole('button', { name: 'Continue as Free Trial' }).click();
  await expect(offer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Bid for Placement' })).toBeVisible();

  // Back on the page: the prompt again; this time Upgrade, and only then the list.
  await page.reload();
  // The banner came with the page, not after it (it pushed the whole page down).
  await expect(page.getByRole('complementary', { name: 'Free trial' })).toBeVisible();
  expect(await mainShifts(page)).toEqual([]);
  await expect(offer.getByRole('button', { name: 'Upgrade', exact: true })).toBeVisible();
  expect(upgradeCalls).toEqual([]);
  await offer.getByRole('button', { name: 'Upgrade', exact: true }).click();
  await expect(offer.getByRole('columnheader', { name: 'Prorated Billing' })).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Add Credit Card' })).toBeVisible();
  expect(upgradeCalls).toHaveLength(1);
  await expectNoAxeViolations(page);
});
