import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderCompanyPage, section } from '../../app/routes/operator/companyHelpers';
import { renderProfileStep } from '../../app/routes/operator/wizard/wizardHelpers';
import { nextBodyOf, renderAsTraveller } from '../../app/routes/user/helpers';
import {
  FAKE_JPEG_BASE64,
  mockImagesAndCanvas,
  photoFile,
  type ImageMocks,
} from '../../utils/imageMocks';
import { findToast } from '../../utils/toasts';
import { server } from '@/mocks/node';

/**
 * The shared photo upload (components/media/PhotoUpload) on a slow phone: the chosen photo takes
 * a while to decode (held here until the test lets it load). Its save button was once pressable
 * meanwhile, a press doing nothing and saying nothing; then disabled, a quick press refused and
 * lost to a visitor who pressed once and waited (issue 39). Now a press before the photo is there
 * is kept: the button turns busy, saying "Loading photo...", and the save runs once the crop is
 * known, with no second press.
 */

let mocks: ImageMocks;
beforeEach(() => {
  mocks = mockImagesAndCanvas({ width: 1100, height: 700 }, false, true);
});
afterEach(() => {
  mocks.restore();
});

/**
 * Chooses a photo and presses its save button at once, before the photo has loaded: the button
 * says why the save may take a while, then keeps the press, busy with that reason.
 */
async function chooseAndPressAtOnce(
  user: UserEvent,
  scope: HTMLElement,
  input: string,
  save: string,
  cropName: string,
): Promise<HTMLElement> {
  await user.upload(within(scope).getByLabelText(input), photoFile('coach.jpg', 'image/jpeg'));
  const button = within(scope).getByRole('button', { name: save });
  expect(button).toBeEnabled();
  expect(button).toHaveAccessibleDescription('Loading photo...');
  await user.click(button);
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toHaveTextContent('Loading photo...');
  expect(button).not.toHaveAccessibleDescription();
  // Nothing is saved before there is a crop: the crop step is still open.
  expect(await within(scope).findByRole('group', { name: cropName })).toBeVisible();
  return button;
}

/** The photo decodes: the press kept meanwhile saves it, with no second press. */
function photoLoads() {
  act(() => mocks.finishLoading());
}

describe('PhotoUpload: the save button while the chosen photo loads', () => {
  it('setup step 1: Add Photo pressed at once says "Loading photo...", then adds the photo on that press', async () => {
    const { user, form } = await renderProfileStep();
    await chooseAndPressAtOnce(user, form, 'Choose a photo', 'Add Photo', 'Crop your photo');
    expect(within(form).queryByRole('img', { name: 'Photo 1' })).toBeNull();

    photoLoads();
    await waitFor(() =>
      expect(within(form).queryByRole('group', { name: 'Crop your photo' })).toBeNull(),
    );
    expect(within(form).getByRole('img', { name: 'Photo 1' })).toBeVisible();
    expect(within(form).getByText('Main photo')).toBeVisible();
  });

  it('company page: Save Profile Image pressed at once waits the same way, then saves the crop', async () => {
    const { user } = await renderCompanyPage();
    const image = section('Profile Image');
    const body = nextBodyOf('/edit/replacephoto');
    await chooseAndPressAtOnce(
      user,
      image,
      'Choose a new profile image',
      'Save Profile Image',
      'Crop your profile image',
    );
    photoLoads();
    expect(await body).toMatchObject({ photo: FAKE_JPEG_BASE64 });
    expect(await findToast('Your profile image has been saved.')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Crop your profile image' })).toBeNull();
  });

  it('company page: Additional Photos -> Add Photo: Save Photo pressed at once adds the photo', async () => {
    const { user } = await renderCompanyPage();
    const photos = section('Additional Photos');
    const before = within(photos).getAllByRole('button', { name: /^Remove photo/ }).length;
    await user.click(within(photos).getByRole('button', { name: 'Add Photo' }));
    const body = nextBodyOf('/edit/addphoto');
    await chooseAndPressAtOnce(
      user,
      photos,
      'Choose a photo to add',
      'Save Photo',
      'Crop your new photo',
    );
    photoLoads();
    expect(await body).toMatchObject({ photo: FAKE_JPEG_BASE64, is_additional: true });
    expect(await findToast('Your photo has been added.')).toBeVisible();
    expect(
      await within(photos).findByRole('button', { name: `Remove photo ${before + 1}` }),
    ).toBeVisible();
  });

  it("the traveller's profile photo: Save Photo pressed at once saves the crop", async () => {
    const { user } = renderAsTraveller('/users/my-account');
    const photo = await screen.findByRole('region', { name: 'Photo' });
    const body = nextBodyOf('/photo/add');
    await chooseAndPressAtOnce(user, photo, 'Choose a photo', 'Save Photo', 'Crop your new photo');
    photoLoads();
    expect(await body).toMatchObject({ photo: FAKE_JPEG_BASE64 });
    expect(await findToast('Your profile picture has been updated.')).toBeVisible();
    expect(within(photo).getByRole('img', { name: 'Your profile photo' })).toBeVisible();
  });

  it('a press kept while the photo loads is dropped when the file is no photo: nothing is sent', async () => {
    mocks.restore();
    mocks = mockImagesAndCanvas({ width: 1100, height: 700 }, true, true);
    const { user } = renderAsTraveller('/users/my-account');
    const photo = await screen.findByRole('region', { name: 'Photo' });
    const sent: string[] = [];
    const record = ({ request }: { request: Request }) => {
      sent.push(new URL(request.url).pathname);
    };
    server.events.on('request:start', record);
    await chooseAndPressAtOnce(user, photo, 'Choose a photo', 'Save Photo', 'Crop your new photo');
    photoLoads();
    expect(await within(photo).findByRole('alert')).toHaveTextContent(
      'This file could not be read as a photo. Please choose another.',
    );
    expect(within(photo).queryByRole('button', { name: /Save Photo|Loading photo/ })).toBeNull();
    server.events.removeListener('request:start', record);
    expect(sent.filter((path) => path.includes('/photo/'))).toEqual([]);
  });
});
