import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';

/**
 * The finished demo operator bids for a higher place in Dallas: the bid list from the side menu,
 * the metro's position table, the confirmation with its figures, Submit Changes, and back to
 * the bid list, where the new rank shows at once.
 */

const bidTable = (page: Page) =>
  page.getByRole('table', { name: 'Your metro listings for bidding' });
const rowOf = (page: Page, metro: string) =>
  bidTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: metro }) });

test('an operator bids on a metro and confirms @firefox', async ({ page }) => {
  await signIn(page, 'operator', '/subscribers/listings');
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', {
      name: 'Bid for Placement',
    })
    .click();
  await expect(page).toHaveURL(/\/subscribers\/bidListings$/);
  await expect(rowOf(page, 'Dallas, TX')).toContainText('3/');
  await expect(rowOf(page, 'Arlington, TX').getByRole('button', { name: /Edit/ })).toBeDisabled();
  await expectNoAxeViolations(page);

  // Fort Worth's earlier bid is still being reviewed: no new bid there.
  await rowOf(page, 'Fort Worth, TX').getByRole('link', { name: /Edit/ }).click();
  await expect(page.getByText(/is being reviewed/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Bid' })).toBeDisabled();
  await page.getByRole('link', { name: 'Back to Bid for Placement' }).click();

  await rowOf(page, 'Dallas, TX').getByRole('link', { name: /Edit/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bid For Placement: Dallas, TX' }),
  ).toBeVisible();
  const group = page.getByRole('group', { name: 'Choose a position in Dallas, TX' });
  await expect(group.getByRole('radio')).toHaveCount(2);
  const submitBid = page.getByRole('button', { name: 'Submit Bid' });
  await expect(submitBid).toBeDisabled();
  await expectNoAxeViolations(page);

  // By keyboard: Space picks position 1, the arrow moves to position 2, then back up.
  await group.getByRole('radio', { name: 'Bid Now for position 1' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(group.getByRole('radio', { name: 'Bid Now for position 2' })).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(group.getByRole('radio', { name: 'Bid Now for position 1' })).toBeChecked();
  await submitBid.click();

  const dialog = page.getByRole('dialog', { name: 'Bid Confirmation' });
  await expect(dialog.getByRole('button', { name: 'Submit Changes' })).toBeVisible();
  await expect(dialog).toContainText('Dallas, TX');
  await expect(dialog).toContainText('$262.50');
  await expect(dialog).toContainText('$375.00');
  await expect(
    dialog.getByRole('table', { name: 'What this bid costs, beside your current position' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Submit Changes' }).dblclick();
  const received = page.getByRole('dialog', { name: 'Bid Received' });
  await expect(received).toContainText('We have received your request to change your position.');
  await expectNoAxeViolations(page);
  await received.getByRole('button', { name: 'Close' }).click();

  await expect(page).toHaveURL(/\/subscribers\/bidListings$/);
  await expect(rowOf(page, 'Dallas, TX')).toContainText(/^Dallas, TX1\//);
  await expect(rowOf(page, 'Dallas, TX')).toContainText('$375.00');
  // The bid is pending now: Dallas takes no second bid until it has been reviewed.
  await rowOf(page, 'Dallas, TX').getByRole('link', { name: /Edit/ }).click();
  await expect(
    page.getByText('Your request to move to position 1 is being reviewed.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Bid' })).toBeDisabled();
});
