import { expect } from 'expect-webdriverio';
import { test } from 'vitest';
import { ACCOUNTS, logIn, logOut } from './common';
import {
  browser,
  byLabelText,
  byRole,
  byText,
  catchSavedFiles,
  goto,
  heading,
  savedFile,
  setDate,
} from './session';

/**
 * The admin in WebKit: a CSV of /admin/reports downloaded with its progress, the file the page
 * hands to the browser checked (test/e2e/admin does the same in Chromium).
 */

test(
  'admin: a CSV download on /admin/reports, its progress and the file',
  // The demo streams the file in chunks paced by its latency: without it the file would arrive
  // before its progress could be seen.
  { meta: { latency: true } },
  async () => {
    await goto('/');
    await expect(heading('Admin Portal')).toBeDisplayed();
    await logIn(ACCOUNTS.admin);
    await expect(browser).toHaveUrl(/\/admin\/reports$/);
    await expect(heading('Admin Reports')).toBeDisplayed();
    const form = () => byRole(browser, 'form', { name: 'Report dates' });
    await setDate(byLabelText(form(), /Start Date$/), '2026-10-01');
    await setDate(byLabelText(form(), /End Date$/), '2026-10-14');

    await catchSavedFiles();
    await byRole(browser, 'button', { name: 'Download metro breakdown' }).click();
    await expect(
      byRole(browser, 'progressbar', { name: /^Metro breakdown download$/ }),
    ).toBeDisplayed();
    // WebKit fires no progress event for the demo's streamed answer (it comes from the demo's
    // service worker): its bar says "Preparing the file" until the file is there, so the bytes
    // as they arrive (Firefox's check) are not looked for.
    await expect(byText(browser, 'Saved metro_breakdown.csv.')).toBeDisplayed();
    const file = await savedFile('metro_breakdown.csv');
    expect(file.text).toMatch(/^date,metro,state,position,company,/);
    expect(file.size).toBeGreaterThanOrEqual(1_000_000);
    await logOut();
  },
);
