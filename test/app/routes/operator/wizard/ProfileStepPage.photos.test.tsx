import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FAKE_JPEG_BASE64,
  mockImagesAndCanvas,
  photoFile,
  type ImageMocks,
} from '../../../../utils/imageMocks';
import { nextBodyOf } from '../../user/helpers';
import { addPhoto, field, renderProfileStep } from './wizardHelpers';

let mocks: ImageMocks;
beforeEach(() => {
  mocks = mockImagesAndCanvas({ width: 1100, height: 700 });
});
afterEach(() => {
  mocks.restore();
});

/** Each photo of the list: its number, and whether it carries the Main photo mark. */
function photoList(form: HTMLElement): string[] {
  const list = within(form)
    .queryAllByRole('listitem')
    .filter((item) => item.querySelector('img'));
  return list.map((item) => {
    const name = within(item).getByRole('img').getAttribute('alt') ?? '';
    return within(item).queryByText('Main photo') ? `${name} (main)` : name;
  });
}

const upload = (fileName: string) => ({
  extension: 'jpeg',
  file_name: fileName,
  photo: FAKE_JPEG_BASE64,
});

describe('Route /subscribers/init: the photos of setup step 1', () => {
  it('marks the first photo added as main; another can be made main; removing the main one passes it on', async () => {
    const { user, form } = await renderProfileStep();
    await addPhoto(user, form, 'front.jpg');
    await addPhoto(user, form, 'side.jpg');
    await addPhoto(user, form, 'front.jpg');
    expect(photoList(form)).toEqual(['Photo 1 (main)', 'Photo 2', 'Photo 3']);
    expect(within(form).queryByRole('button', { name: 'Make Main: photo 1' })).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Make Main: photo 3' }));
    expect(photoList(form)).toEqual(['Photo 1', 'Photo 2', 'Photo 3 (main)']);
    await user.click(within(form).getByRole('button', { name: 'Remove photo 3' }));
    expect(photoList(form)).toEqual(['Photo 1 (main)', 'Photo 2']);
    await user.click(within(form).getByRole('button', { name: 'Make Main: photo 2' }));
    await user.click(within(form).getByRole('button', { name: 'Remove photo 1' }));
    expect(photoList(form)).toEqual(['Photo 1 (main)']);
    await user.click(within(form).getByRole('button', { name: 'Remove photo 1' }));
    expect(photoList(form)).toEqual([]);
    expect(within(form).getByLabelText('Choose a photo')).toBeVisible();
  });

  it('sends every photo, the chosen main one also as profile_photo', async () => {
    const { user, form } = await renderProfileStep();
    await user.type(field(form, 'Description'), 'Shuttles for East Texas.');
    for (const label of ['Mon-Fri', 'Sat', 'Sun']) await user.type(field(form, label), 'Closed');
    await addPhoto(user, form, 'front.jpg');
    await addPhoto(user, form, 'front.jpg');
    await user.click(within(form).getByRole('button', { name: 'Make Main: photo 2' }));
    const body = nextBodyOf('/company/progress/first/step');
    await user.click(within(form).getByRole('button', { name: 'Save and Next' }));
    expect(await body).toMatchObject({
      additional_photos: [upload('front.jpeg'), upload('front-2.jpeg')],
      profile_photo: upload('front-2.jpeg'),
    });
    await screen.findByRole('heading', { level: 1, name: 'Fleet Information' });
  });

  it('refuses a file that is not a JPEG, and one over 10 MB (the shared upload)', async () => {
    const { form } = await renderProfileStep();
    const user = userEvent.setup({ applyAccept: false });
    const input = within(form).getByLabelText('Choose a photo');
    await user.upload(input, photoFile('bus.png', 'image/png'));
    expect(
      await within(form).findByText('Please choose a JPEG photo (.jpg or .jpeg).'),
    ).toBeVisible();
    await user.upload(input, photoFile('big.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1));
    expect(
      await within(form).findByText('Please choose a photo no larger than 10 MB.'),
    ).toBeVisible();
    expect(photoList(form)).toEqual([]);
  });

  it('asks for a chosen photo to be added or cancelled before the step is saved', async () => {
    const { user, form } = await renderProfileStep();
    await addPhoto(user, form, 'front.jpg');
    await user.upload(
      within(form).getByLabelText('Choose another photo'),
      photoFile('side.jpg', 'image/jpeg'),
    );
    await within(form).findByRole('group', { name: 'Crop your photo' });
    await user.click(within(form).getByRole('button', { name: 'Save and Next' }));
    const text = 'Please add the photo you chose (Add Photo), or cancel it.';
    expect(await within(form).findAllByText(text)).toHaveLength(2);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await user.click(within(form).getByRole('button', { name: 'Save and Next' }));
    expect(within(form).queryByText(text)).not.toBeInTheDocument();
  });
});
