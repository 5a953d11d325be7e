import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';

/**
 * The finished demo operator answers travellers: opens a new message (the side menu's unread
 * badge drops at once) and replies, then replies to an unresolved review, which shows resolved.
 * Both screens pass axe and never scroll sideways on a 375 px phone.
 */

const menu = (page: Page) => page.getByRole('navigation', { name: 'Account' });
const inbox = (page: Page) =>
  page.getByRole('table', { name: 'Messages from travellers, newest first' });

/** How far the page scrolls sideways (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('an operator replies to a new message (the badge drops) and to a review', async ({ page }) => {
  await signIn(page, 'operator', '/subscribers/messages');
  await expect(menu(page).getByRole('link', { name: 'Messages (5 unread)' })).toBeVisible();
  const newest = inbox(page).getByRole('row').nth(1);
  await expect(newest).toContainText('New');
  await expectNoAxeViolations(page);

  // Opening the new message to reply marks it read: the badge says 4 at once.
  await newest.getByRole('button', { name: /^Reply/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Reply to / });
  await expect(dialog).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Messages (4 unread)' })).toBeVisible();
  await expect(newest).not.toContainText('New');
  await expect(dialog.getByLabel(/Subject/)).toHaveValue(/^Re: /);
  await dialog.getByLabel(/Response/).fill('Yes, we have a coach free that day. Call us anytime.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send Reply' }).dblclick();
  await expect(page.getByText('Your reply has been sent.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Still read after a reload: the demo database kept it, and the server's count agrees.
  await page.reload();
  await expect(inbox(page)).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Messages (4 unread)' })).toBeVisible();

  // Reviews: answer the newest unresolved one.
  await menu(page).getByRole('link', { name: 'Reviews' }).click();
  const reviews = page.getByRole('list', { name: 'Reviews of your company' });
  await expect(reviews).toBeVisible();
  await expectNoAxeViolations(page);
  const open = reviews
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Reply/ }) })
    .first();
  const title = (await open.getByRole('heading').textContent()) ?? '';
  const answered = reviews.getByRole('article', { name: title }).first();
  await expect(answered).toContainText('Awaiting your reply');
  await open.getByRole('button', { name: /^Reply/ }).click();
  const reply = page.getByRole('dialog', { name: /^Reply to / });
  await reply.getByLabel(/Response/).fill('Thank you for riding with us, good luck next season!');
  await expectNoAxeViolations(page);
  await reply.getByRole('button', { name: 'Send Response' }).click();
  await expect(page.getByText('Your response has been posted.')).toBeVisible();
  await expect(reply).toBeHidden();
  await expect(answered).toContainText('Replied');
  await expect(answered.getByRole('button', { name: /^Reply/ })).toHaveCount(0);
});

test('Messages and Reviews fit a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'operator', '/subscribers/messages');
  await expect(inbox(page)).toBeVisible();
  expect(await overflow(page)).toBe(0);
  await expectNoAxeViolations(page);
  await inbox(page)
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^Reply/ })
    .click();
  await expect(page.getByRole('dialog', { name: /^Reply to / })).toBeVisible();
  expect(await overflow(page)).toBe(0);

  await page.goto('/subscribers/reviews');
  await expect(page.getByRole('list', { name: 'Reviews of your company' })).toBeVisible();
  expect(await overflow(page)).toBe(0);
  await expectNoAxeViolations(page);
});
