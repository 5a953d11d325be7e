import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { withDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { holdRequests } from '../../../utils/heldRequests';
import { findToast, toastDurationMs, toastKind } from '../../../utils/toasts';
import { nextBodyOf, renderAsTraveller } from './helpers';
import {
  FAKE_JPEG_BASE64,
  mockImagesAndCanvas,
  photoFile,
  type ImageMocks,
} from '../../../utils/imageMocks';

const PHOTO_FAILED = 'There was a problem updating your profile picture. Please try again later.';

let mocks: ImageMocks;
beforeEach(() => {
  mocks = mockImagesAndCanvas({ width: 1100, height: 700 });
});
afterEach(() => {
  mocks.restore();
});

async function openPhoto() {
  const rendered = renderAsTraveller('/users/my-account');
  const section = await screen.findByRole('region', { name: 'Photo' });
  // Lets a PNG reach the page, as a user picking "All files" could.
  const user = userEvent.setup({ applyAccept: false });
  return { ...rendered, user, section };
}

async function choose(section: HTMLElement, user: ReturnType<typeof userEvent.setup>, file: File) {
  await user.upload(within(section).getByLabelText(/Choose a (new )?photo/), file);
}

async function cropperReady(section: HTMLElement) {
  const stage = await within(section).findByRole('group', { name: 'Crop your new photo' });
  await waitFor(() => expect(within(section).getByLabelText('Zoom')).toBeEnabled());
  return stage;
}

describe('Route /users/my-account: photo', () => {
  it('says there is no photo yet', async () => {
    const { section } = await openPhoto();
    expect(within(section).getByText('No photo yet')).toBeVisible();
  });

  it('refuses a file that is not a JPEG', async () => {
    const { section, user } = await openPhoto();
    await choose(section, user, photoFile('me.png', 'image/png'));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Please choose a JPEG photo (.jpg or .jpeg).',
    );
    expect(within(section).queryByRole('group')).not.toBeInTheDocument();
  });

  it('refuses a JPEG over 10 MB', async () => {
    const { section, user } = await openPhoto();
    await choose(section, user, photoFile('big.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Please choose a photo no larger than 10 MB.',
    );
    expect(within(section).queryByRole('button', { name: 'Save Photo' })).not.toBeInTheDocument();
  });

  it('refuses a file that will not decode', async () => {
    mocks.restore();
    mocks = mockImagesAndCanvas({ width: 1100, height: 700 }, true);
    const { section, user } = await openPhoto();
    await choose(section, user, photoFile('fake.jpg', 'image/jpeg'));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'This file could not be read as a photo. Please choose another.',
    );
  });

  it('crops at 11:7 from the keyboard and adds a first photo', async () => {
    const { section, user } = await openPhoto();
    await choose(section, user, photoFile('My Troop.JPG', 'image/jpeg'));
    const stage = await cropperReady(section);
    stage.focus();
    await user.keyboard('+');
    await user.keyboard('{ArrowRight}');
    expect(within(section).getByLabelText('Zoom')).toHaveValue('1.1');
    const body = nextBodyOf('/users/photo/add');
    mocks.drawImage.mockClear();
    await user.click(within(section).getByRole('button', { name: 'Save Photo' }));
    expect(await body).toEqual({
      extension: 'jpeg',
      file_name: 'My Troop.jpeg',
      photo: FAKE_JPEG_BASE64,
    });
    // Zoom 1.1 of an 11:7 image is a 1000 x 636 box; the arrow moved the photo right, so the box
    // sits at the left edge. Saved at 880 x 560.
    const [, x, y, width, height, , , outWidth, outHeight] = (
      mocks.drawImage.mock.calls.at(-1) ?? []
    ).map(Number);
    expect(x).toBeCloseTo(0, 6);
    expect(y).toBeCloseTo((700 - 700 / 1.1) / 2, 6);
    expect(width).toBeCloseTo(1000, 6);
    expect(height).toBeCloseTo(700 / 1.1, 6);
    expect([outWidth, outHeight]).toEqual([880, 560]);
    const toast = await findToast('Your profile picture has been updated.');
    expect(toastKind(toast)).toBe('success');
    expect(toastDurationMs(toast)).toBe(3000);
    expect(within(section).getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
      'src',
      `data:image/jpeg;base64,${FAKE_JPEG_BASE64}`,
    );
  });

  it('replaces the photo when there is one, under its current name', async () => {
    withDb((db) => {
      const dana = db.users.find((row) => row.user_id === 1);
      if (dana) {
        dana.photo_filename = 'u1.jpeg';
        dana.photo_url = 'data:image/jpeg;base64,/9j/OLD';
      }
    });
    const { section, user } = await openPhoto();
    expect(within(section).getByRole('img', { name: 'Your profile photo' })).toBeVisible();
    await choose(section, user, photoFile('new.jpg', 'image/jpeg'));
    await cropperReady(section);
    const body = nextBodyOf('/users/photo/replace');
    await user.click(within(section).getByRole('button', { name: 'Save Photo' }));
    expect(await body).toEqual({
      extension: 'jpeg',
      file_name: 'u1.jpeg',
      photo: FAKE_JPEG_BASE64,
    });
    expect(toastKind(await findToast('Your profile picture has been updated.'))).toBe('success');
  });

  it.each([
    ['its own text', () => HttpResponse.json({ success: false, error_message: 'Disk full' })],
    ['a network failure', () => HttpResponse.error()],
  ])('shows the spec text on a failure with %s and keeps the crop', async (_, answer) => {
    server.use(http.post(apiUrl('/users/photo/add'), answer));
    const { section, user } = await openPhoto();
    await choose(section, user, photoFile('me.jpg', 'image/jpeg'));
    await cropperReady(section);
    await user.click(within(section).getByRole('button', { name: 'Save Photo' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(PHOTO_FAILED);
    expect(within(section).getByRole('group', { name: 'Crop your new photo' })).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Save Photo' })).toBeEnabled();
  });

  it('uploads once however often Save Photo is pressed', async () => {
    const upload = holdRequests('post', apiUrl('/users/photo/add'));
    const { section, user } = await openPhoto();
    await choose(section, user, photoFile('me.jpg', 'image/jpeg'));
    await cropperReady(section);
    const save = within(section).getByRole('button', { name: 'Save Photo' });
    await user.click(save);
    await upload.arrived;
    // While the upload runs: the button is busy, and pressing it again sends nothing more.
    expect(save).toBeDisabled();
    await user.click(save);
    upload.release();
    await findToast('Your profile picture has been updated.');
    expect(upload.calls).toBe(1);
  });

  it('Cancel drops the chosen photo', async () => {
    const { section, user } = await openPhoto();
    await choose(section, user, photoFile('me.jpg', 'image/jpeg'));
    await cropperReady(section);
    await user.click(within(section).getByRole('button', { name: 'Cancel' }));
    expect(within(section).queryByRole('group')).not.toBeInTheDocument();
    expect(within(section).getByText('No photo yet')).toBeVisible();
    expect(mocks.revokeObjectURL).toHaveBeenCalledWith('blob:photo-1');
  });
});
