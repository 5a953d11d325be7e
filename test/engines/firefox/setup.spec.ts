import { makeJpeg } from '../../e2e/helpers';
import { expect, test } from './fixtures';
import { ACCOUNTS, heading, logIn } from './helpers';

/**
 * An operator in setup (setup1, stopped at step 1) in Firefox: a photo chosen, cropped and added
 * on /subscribers/init (test/e2e/wizard12 does the same in Chromium).
 */

test('setup1: setup step 1 (/subscribers/init) adds a cropped photo', async ({ page }) => {
  await page.goto('/');
  await logIn(page, ACCOUNTS.setup1);
  await expect(page).toHaveURL(/\/subscribers\/init$/);
  await expect(heading(page, 'Profile Information')).toBeVisible();
  const form = page.getByRole('form', { name: 'Profile Information' });
  await form.getByLabel('Choose a photo', { exact: true }).setInputFiles({
    name: 'front.jpg',
    mimeType: 'image/jpeg',
    // Drawn by Firefox itself (inPage.ts's drawJpeg): no image file lives in the repo.
    buffer: await makeJpeg(page, 900, 500),
  });
  const crop = form.getByRole('group', { name: 'Crop your photo' });
  await expect(crop).toBeVisible();
  await expect(form.getByLabel('Zoom')).toBeEnabled();
  await form.getByRole('button', { name: 'Add Photo' }).click();
  await expect(crop).toBeHidden();
  await expect(form.getByRole('img', { name: 'Photo 1', exact: true })).toBeVisible();
  await expect(form.getByRole('listitem').getByText('Main photo')).toBeVisible();
  await expect(form.getByLabel('Choose another photo', { exact: true })).toBeAttached();
});
