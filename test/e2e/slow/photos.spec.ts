import type { Page } from '@playwright/test';
import { choosePhotoAndSave, expect, loginNow, pressAtOnce, test } from './slowDevice';

/**
 * Issue 39, section 5: a photo confirmed the moment its crop step shows, on a slow phone (see
 * slowDevice.ts). The crop's save button shows before the photo is decoded; one press then must
 * send the photo once it is there, the button saying "Loading photo..." meanwhile
 * (choosePhotoAndSave). The operator's profile image and setup step 1 are in operator.spec.ts;
 * these are the other two uses of the one cropper (components/media/PhotoUpload).
 */

/** A cold screen's code and data over Slow 4G at a sixth of the speed: longer than one press. */
const ARRIVAL = { timeout: 60_000 };

/**
 * Resolves when the page sends a POST to a path ending with `path`. A press that did nothing
 * fails here, after the time a slow phone needs to crop and encode the photo many times over.
 */
const posted = (page: Page, path: string) =>
  page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith(path),
    { timeout: 30_000 },
  );

test('Additional Photos: Save Photo pressed the moment it shows adds the photo', async ({
  page,
  jpeg,
}) => {
  await page.goto('/');
  await loginNow(page, 'operator@demo.test', 'Operator2026!');
  await expect(page).toHaveURL(/\/subscribers\/listings$/, ARRIVAL);
  await pressAtOnce(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Company' }),
  );
  const photos = page.getByRole('region', { name: 'Additional Photos', exact: true });
  const removes = photos.getByRole('button', { name: /^Remove photo/ });
  // The section's code comes as it nears the viewport, over Slow 4G shared with the page's photos.
  await expect(removes).toHaveCount(2, ARRIVAL);

  await pressAtOnce(photos.getByRole('button', { name: 'Add Photo' }));
  const sent = posted(page, '/addphoto');
  await choosePhotoAndSave(photos, 'Choose a photo to add', 'Save Photo', jpeg);
  await sent;
  await expect(page.getByText('Your photo has been added.')).toBeVisible();
  await expect(removes).toHaveCount(3);
  await expect(photos.getByRole('group', { name: 'Crop your new photo' })).toBeHidden();
});

test("the traveller's profile photo: Save Photo pressed the moment it shows saves it", async ({
  page,
  jpeg,
}) => {
  await page.goto('/');
  await loginNow(page, 'traveller@demo.test', 'Travel2026!');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible(
    ARRIVAL,
  );
  await page.goto('/users/my-account');
  const photo = page.getByRole('region', { name: 'Photo', exact: true });
  await expect(photo.getByText('No photo yet')).toBeVisible(ARRIVAL);

  const sent = posted(page, '/users/photo/add');
  await choosePhotoAndSave(photo, 'Choose a photo', 'Save Photo', jpeg);
  await sent;
  await expect(page.getByText('Your profile picture has been updated.')).toBeVisible();
  await expect(photo.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
});
