import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, signIn } from './helpers';

/**
 * The admin's reports: each of the five CSVs downloads under its file name with its header
 * line; the page passes axe and fits a 375 px phone. Who is refused the page:
 * test/app/routes/admin/AdminGuard.test.tsx.
 */

async function firstLine(download: Download): Promise<string> {
  const text = await readFile(await download.path(), 'utf8');
  return text.split('\r\n')[0] ?? '';
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('with the demo at its network pace', () => {
  // The demo streams a report in chunks paced by its latency: with it off (playwright.config.ts)
  // the file would arrive before its progress could be seen.
  test.use({ demoLatency: true });

  test('an admin downloads each of the five reports @nginx', async ({ page }) => {
    // Where the admin's login lands: shell.spec.ts.
    await signIn(page, 'admin', '/admin/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Reports' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Report dates' });
    await form.getByLabel(/Start Date$/).fill('2026-10-01');
    await form.getByLabel(/End Date$/).fill('2026-10-14');
    await expectNoAxeViolations(page);

    const reports: [string, string, RegExp][] = [
      ['metro breakdown', 'metro_breakdown.csv', /^date,metro,state,position,company,/],
      ['sales push', 'sales_push.csv', /^company,contact_name,phone,email,/],
      ['registered users', 'registered_users.csv', /^first_name,last_name,email,company,/],
      ['UMA companies', 'uma_companies.csv', /^company,city,state,dot_number,/],
      [
        'metro ranking stats',
        'metro_ranking_stats_2026-10-01_2026-10-14.csv',
        /^metro,state,position,company,/,
      ],
    ];
    for (const [name, fileName, header] of reports) {
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: `Download ${name}` }).click();
      // The demo streams the file: its progress shows while it arrives.
      if (name === 'metro breakdown') {
        await expect(
          page.getByRole('progressbar', { name: /^Metro breakdown download$/ }),
        ).toBeVisible();
        await expect(page.getByText(/^\d+(\.\d)? (KB|MB) of \d+(\.\d)? MB$/)).toBeVisible();
        await expectNoAxeViolations(page);
      }
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(fileName);
      expect(await firstLine(download)).toMatch(header);
      await expect(page.getByText(`Saved ${fileName}.`)).toBeVisible();
    }
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('button', { name: 'Download sales push' })).toBeVisible();
    expect(await overflow(page)).toBe(0);
    await expectNoAxeViolations(page);
  });
});
