import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderCompanyPage, section } from '../../app/routes/operator/companyHelpers';
import { renderProfileStep } from '../../app/routes/operator/wizard/wizardHelpers';
import { nextBodyOf } from '../../app/routes/user/helpers';
import {
  FAKE_JPEG_BASE64,
  mockImagesAndCanvas,
  photoFile,
  type ImageMocks,
} from '../../utils/imageMocks';
import { findToast } from '../../utils/toasts';

/**
 * The shared photo upload (components/media/PhotoUpload) on a slow phone: the chosen photo takes
 * a while to decode (held here until the test lets it load), and its save button used to be
 * pressable meanwhile, a press then doing nothing and saying nothing. It now waits, disabled,
 * with the reason as its description, and one press once the photo is there saves it.
 */

let mocks: ImageMocks;
beforeEach(() => {
  mocks = mockImagesAndCanvas({ width: 1100, height: 700 }, false, true);
});
afterEach(() => {
  mocks.restore();
});

/** Chooses a photo and presses its save button at once, before the photo has loaded. */
async function chooseAndPressAtOnce(
  user: UserEvent,
  scope: HTMLElement,
  input: string,
  save: string,
): Promise<HTMLElement> {
  await user.upload(within(scope).getByLabelText(input), photoFile('coach.jpg', 'image/jpeg'));
  const button = within(scope).getByRole('button', { name: save });
  expect(button).toBeDisabled();
  expect(button).toHaveAccessibleDescription('Loading photo...');
  await user.click(button);
  return button;
}

/** The photo decodes: the button is pressable, with nothing left to wait for. */
async function photoLoads(scope: HTMLElement, cropName: string, button: HTMLElement) {
  await within(scope).findByRole('group', { name: cropName });
  act(() => mocks.finishLoading());
  await waitFor(() => expect(button).toBeEnabled());
  expect(button).not.toHaveAccessibleDescription();
  expect(within(scope).getByLabelText('Zoom')).toBeEnabled();
}

describe('PhotoUpload: the save button while the chosen photo loads', () => {
  it('setup step 1: Add Photo waits with "Loading photo..." until the crop is known, then adds on one press', async () => {
    const { user, form } = await renderProfileStep();
    const add = await chooseAndPressAtOnce(user, form, 'Choose a photo', 'Add Photo');
    // The early press was refused visibly (disabled), not swallowed: the crop is still open.
    expect(within(form).queryByRole('img', { name: 'Photo 1' })).toBeNull();

    await photoLoads(form, 'Crop your photo', add);
    await user.click(add);
    await waitFor(() =>
      expect(within(form).queryByRole('group', { name: 'Crop your photo' })).toBeNull(),
    );
    expect(within(form).getByRole('img', { name: 'Photo 1' })).toBeVisible();
    expect(within(form).getByText('Main photo')).toBeVisible();
  });

  it('company page: Save Profile Image waits the same way, then saves the crop', async () => {
    const { user } = await renderCompanyPage();
    const image = section('Profile Image');
    const save = await chooseAndPressAtOnce(
      user,
      image,
      'Choose a new profile image',
      'Save Profile Image',
    );
    const body = nextBodyOf('/edit/replacephoto');
    await photoLoads(image, 'Crop your profile image', save);
    await user.click(save);
    expect(await body).toMatchObject({ photo: FAKE_JPEG_BASE64 });
    expect(await findToast('Your profile image has been saved.')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Crop your profile image' })).toBeNull();
  });
});
