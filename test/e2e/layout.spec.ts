import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { makeJpeg, signIn, wordsBrokenAcrossLines } from './helpers';

/**
 * Narrow side panels next to a form (the wizard's summaries, the cropper, the listing preview)
 * and the narrowest phones: no label, heading, button or step name breaks inside a word, at the
 * widths where they are narrowest. Step 1 is also saved as a screenshot (test-results/) to look at.
 */

async function expectWordsWhole(page: Page, widths: readonly number[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(() => wordsBrokenAcrossLines(page), { message: `at ${width} px` })
      .toEqual([]);
  }
}

test('setup step 1 with the cropper open keeps every label whole, 320 to 1280 px', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'setup1', '/subscribers/init');
  await expect(page).toHaveURL(/\/subscribers\/init$/);
  const form = page.getByRole('form', { name: 'Profile Information' });
  await form.getByLabel(/^Choose (a|another) photo$/).setInputFiles({
    name: 'front.jpg',
    mimeType: 'image/jpeg',
    buffer: await makeJpeg(page, 900, 500),
  });
  await expect(form.getByLabel('Zoom')).toBeEnabled();
  await expectWordsWhole(page, [1280]);
  await page.screenshot({ path: testInfo.outputPath('step1-1280.png'), fullPage: true });
  await expectWordsWhole(page, [1024, 768, 390, 320]);
});

for (const step of [2, 3, 4, 5] as const) {
  test(`setup step ${step} and its summary keep every label whole at 1024 and 1280 px`, async ({
    page,
  }) => {
    // The wizard's first address leads to the step the server's progress says.
    await signIn(page, `setup${step}`, '/subscribers/init');
    await expect(page).toHaveURL(new RegExp(`/subscribers/init${step}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectWordsWhole(page, [1280, 1024]);
  });
}

test('the listing edit page and its preview keep every label whole at 1024 and 1280 px', async ({
  page,
}) => {
  await signIn(page, 'operator', '/subscribers/listings');
  await page.getByRole('link', { name: 'Edit Dallas, TX' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: /preview/i }).first()).toBeVisible();
  await expectWordsWhole(page, [1280, 1024]);
});

test('the quote steps and the header keep their words and their line on 320 and 390 px phones', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/review');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectWordsWhole(page, [320, 390]);
  // The brand and the menu button share the header's one line (the button had dropped below).
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 700 });
    const brand = await page.getByRole('link', { name: 'Bus Charter Quotes' }).boundingBox();
    const menu = await page.getByRole('button', { name: 'Toggle navigation' }).boundingBox();
    expect(menu && brand && menu.y < brand.y + brand.height, `at ${width} px`).toBe(true);
  }
});
