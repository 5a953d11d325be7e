import { catchDownloads, savedFiles } from '../inPage';
import { expect, test } from './fixtures';
import { ACCOUNTS, heading, logIn, logOut } from './helpers';

/**
 * The admin in Firefox: a CSV of /admin/reports downloaded with its progress, the file the page
 * hands to the browser checked (test/e2e/admin does the same in Chromium).
 */

// The demo streams the file in chunks paced by its latency: without it the file would arrive
// before its progress could be seen.
test.use({ demoLatency: true });

test('admin: a CSV download on /admin/reports, its progress and the file', async ({ page }) => {
  // Playwright's `download` event never comes in Firefox over BiDi: the page's own save is
  // caught instead (the Blob it makes and the link it clicks).
  await page.addInitScript(catchDownloads);
  await page.goto('/');
  await expect(heading(page, 'Admin Portal')).toBeVisible();
  await logIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await expect(heading(page, 'Admin Reports')).toBeVisible();
  const form = page.getByRole('form', { name: 'Report dates' });
  await form.getByLabel(/Start Date$/).fill('2026-10-01');
  await form.getByLabel(/End Date$/).fill('2026-10-14');

  await page.getByRole('button', { name: 'Download metro breakdown' }).click();
  await expect(page.getByRole('progressbar', { name: /^Metro breakdown download$/ })).toBeVisible();
  // The bytes as they arrive.
  await expect(page.getByText(/^\d+(\.\d)? (KB|MB) of \d+(\.\d)? MB$/)).toBeVisible();
  await expect(page.getByText('Saved metro_breakdown.csv.')).toBeVisible();
  const saved = () =>
    page
      .evaluate(savedFiles)
      .then((files) => files.find((file) => file.name === 'metro_breakdown.csv'));
  await expect
    .poll(async () => (await saved())?.text ?? null)
    .toMatch(/^date,metro,state,position,company,/);
  expect((await saved())?.size).toBeGreaterThan(1_000_000);
  await logOut(page);
});
