import { ACCOUNTS, heading, logIn, logOut } from './common';
import type { Journey, Step } from './page';

/**
 * The admin in Firefox and WebKit: a CSV of /admin/reports downloaded with its progress, the
 * file the page hands to the browser checked (test/e2e/admin does the same in Chromium).
 */

const download: Journey = {
  name: 'admin: a CSV download on /admin/reports, its progress and the file',
  // The demo streams the file in chunks paced by its latency: without it the file would arrive
  // before its progress could be seen.
  latency: true,
  async run(page) {
    await page.goto('/');
    await page.see(heading('Admin Portal'));
    await logIn(page, ACCOUNTS.admin);
    await page.waitUrl(/\/admin\/reports$/);
    await page.see(heading('Admin Reports'));
    const form: Step = { role: 'form', name: 'Report dates' };
    await page.setValue([form, { label: /Start Date$/ }], '2026-10-01');
    await page.setValue([form, { label: /End Date$/ }], '2026-10-14');

    await page.catchDownloads();
    await page.click({ role: 'button', name: 'Download metro breakdown' });
    await page.see({ role: 'progressbar', name: /^Metro breakdown download$/ });
    // The bytes as they arrive. WebKit fires no progress event for the demo's streamed answer
    // (it comes from the demo's service worker): its bar says "Preparing the file" until the
    // file is there.
    if (page.engine !== 'webkit') await page.see({ text: /^\d+(\.\d)? (KB|MB) of \d+(\.\d)? MB$/ });
    await page.see({ text: 'Saved metro_breakdown.csv.' });
    const file = await page.savedFile('metro_breakdown.csv');
    if (!/^date,metro,state,position,company,/.test(file.text ?? '')) {
      throw new Error(`metro_breakdown.csv begins "${(file.text ?? '').slice(0, 80)}"`);
    }
    if (file.size < 1_000_000) throw new Error(`metro_breakdown.csv has only ${file.size} bytes`);
    await logOut(page);
  },
};

export const adminJourneys: Journey[] = [download];
