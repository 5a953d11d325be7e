import type { Page } from '@playwright/test';
import { choosePhotoAndSave, expect, fillAll, loginNow, pressAtOnce, test } from './slowDevice';

/**
 * Operators on a slow phone (see slowDevice.ts): the listings' dialogs and Pay, a bid, a company
 * section and the two photo crops, each pressed the moment it is enabled. The long journey comes
 * first: with the project's tests spread over both workers, the short one and the traveller's
 * share the other.
 */

const PASSWORD = 'Operator2026!';

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name, exact: true });

test("an operator logs in on the portal, confirms the listings' dialogs, pays, bids and saves the company", async ({
  page,
  jpeg,
}) => {
  // The portal login (/), Login pressed as soon as the password is typed.
  await page.goto('/');
  const login = page.getByRole('form', { name: 'Login', exact: true });
  await login.getByLabel('Email or Username').fill('operator@demo.test');
  await login.getByLabel('Password').fill(PASSWORD);
  await pressAtOnce(login.getByRole('button', { name: 'Login', exact: true }));
  await expect(page).toHaveURL(/\/subscribers\/listings$/);

  const table = page.getByRole('table', { name: 'Your metro listings' });
  const rowOf = (metro: string) =>
    table.getByRole('row').filter({ has: page.getByRole('cell', { name: metro }) });

  // Remove listing: the confirm pressed as soon as the dialog offers it.
  await pressAtOnce(rowOf('Fort Worth, TX').getByRole('button', { name: /Remove/ }));
  const remove = page.getByRole('dialog', { name: 'Remove Fort Worth, TX' });
  await pressAtOnce(remove.getByRole('button', { name: 'Yes, Remove Metro' }));
  await expect(remove).toBeHidden();
  await expect(rowOf('Fort Worth, TX')).toContainText('Pending Removal');

  // Add New Metro: the search and the confirm, each at once.
  await pressAtOnce(page.getByRole('button', { name: 'Add New Metro' }));
  const modal = page.getByRole('dialog', { name: 'Add New Metro' });
  await modal.getByLabel('City').fill('Tyl');
  await pressAtOnce(
    modal.getByRole('list', { name: 'Matching cities' }).getByRole('button', { name: /Tyler/ }),
  );
  await pressAtOnce(modal.getByRole('button', { name: 'Find Metros' }));
  await pressAtOnce(
    modal
      .getByRole('table', { name: /Metros within 50 miles of Tyler/ })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Tyler, TX' }) })
      .getByRole('button', { name: /Add This Metro/ }),
  );
  const confirm = page.getByRole('dialog', { name: 'Add Tyler, TX' });
  await pressAtOnce(confirm.getByRole('button', { name: 'Yes, Add Metro' }));
  await expect(page.getByText('Your request to add Tyler, TX has been sent.')).toBeVisible();
  await expect(modal).toBeHidden();

  // The listing's Pay, and the dialog's Pay, at once.
  await pressAtOnce(rowOf('Tyler, TX').getByRole('button', { name: /^Pay/ }));
  const pay = page.getByRole('dialog', { name: 'Pay for Tyler, TX' });
  await pressAtOnce(pay.getByRole('button', { name: /^Pay \$/ }));
  await expect(page.getByText('Pay Success.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /Tyler, TX/ })).toBeVisible();

  // A bid: Submit Bid and Submit Changes, each at once.
  await pressAtOnce(menuLink(page, 'Bid for Placement'));
  await pressAtOnce(
    page
      .getByRole('table', { name: 'Your metro listings for bidding' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Dallas, TX' }) })
      .getByRole('link', { name: /Edit/ }),
  );
  await page
    .getByRole('group', { name: 'Choose a position in Dallas, TX' })
    .getByRole('radio', { name: 'Bid Now for position 1' })
    .check();
  await pressAtOnce(page.getByRole('button', { name: 'Submit Bid' }));
  const bid = page.getByRole('dialog', { name: 'Bid Confirmation' });
  await pressAtOnce(bid.getByRole('button', { name: 'Submit Changes' }));
  const received = page.getByRole('dialog', { name: 'Bid Received' });
  await expect(received).toContainText('We have received your request to change your position.');
  await pressAtOnce(received.getByRole('button', { name: 'Close' }));
  await expect(page).toHaveURL(/\/subscribers\/bidListings$/);

  // The company page: a section's Save, and the profile image's crop.
  await pressAtOnce(menuLink(page, 'Company'));
  const profile = page.getByRole('region', { name: 'Profile Management', exact: true });
  const about = 'Motorcoaches for every group in North Texas, booked from any phone.';
  await fillAll(profile, { Description: about });
  await pressAtOnce(profile.getByRole('button', { name: 'Save Profile' }));
  await expect(page.getByText('Your company profile has been saved.')).toBeVisible();

  // The profile image: the crop's save as soon as it is enabled.
  const image = page.getByRole('region', { name: 'Profile Image', exact: true });
  await choosePhotoAndSave(image, 'Choose a new profile image', 'Save Profile Image', jpeg);
  await expect(page.getByText('Your profile image has been saved.')).toBeVisible();
  await expect(image.getByRole('figure').getByRole('img')).toHaveAttribute(
    'src',
    /^data:image\/jpeg;base64,/,
  );
});

test('setup step 1: Add Photo waits for the photo, then adds it on that press', async ({
  page,
  jpeg,
}) => {
  await page.goto('/');
  await loginNow(page, 'setup1@demo.test', PASSWORD);
  await expect(page).toHaveURL(/\/subscribers\/init$/);
  const form = page.getByRole('form', { name: 'Profile Information' });
  await choosePhotoAndSave(form, 'Choose a photo', 'Add Photo', jpeg);
  await expect(form.getByRole('group', { name: 'Crop your photo' })).toBeHidden();
  await expect(form.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await expect(form.getByText('Main photo', { exact: true })).toBeVisible();
});
