import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import {
  FAKE_JPEG_BASE64,
  mockImagesAndCanvas,
  photoFile,
  type ImageMocks,
} from '../../../utils/imageMocks';
import { findToast } from '../../../utils/toasts';
import { nextBodyOf } from '../user/helpers';
import {
  companyAnswerChanged,
  operatorCompany,
  renderCompanyPage,
  section,
} from './companyHelpers';

const NO_PHOTOS = 'There are currently no additional photos. Click Add Photo to upload.';

let mocks: ImageMocks;
beforeEach(() => {
  mocks = mockImagesAndCanvas({ width: 1100, height: 700 });
});
afterEach(() => {
  mocks.restore();
});

async function cropAndSave(scope: HTMLElement, cropName: string, save: string) {
  await within(scope).findByRole('group', { name: cropName });
  await waitFor(() => expect(within(scope).getByLabelText('Zoom')).toBeEnabled());
  await userEvent.click(within(scope).getByRole('button', { name: save }));
}

describe('Route /subscribers/company: Profile Image', () => {
  it('shows the profile image as it appears on a result card', async () => {
    await renderCompanyPage();
    const image = section('Profile Image');
    const preview = within(image).getByRole('figure');
    expect(preview).toHaveTextContent('How your company appears in search results.');
    expect(within(preview).getByRole('img')).toHaveAttribute(
      'src',
      operatorCompany().profile_photo?.url,
    );
    expect(within(preview).getByText('Lone Star Charter Coaches')).toBeVisible();
  });

  it('refuses a file that is not a JPEG, and one over 10 MB', async () => {
    await renderCompanyPage();
    const image = section('Profile Image');
    const user = userEvent.setup({ applyAccept: false });
    const input = within(image).getByLabelText('Choose a new profile image');
    await user.upload(input, photoFile('bus.png', 'image/png'));
    expect(await within(image).findByRole('alert')).toHaveTextContent(
      'Please choose a JPEG photo (.jpg or .jpeg).',
    );
    await user.upload(input, photoFile('big.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1));
    expect(await within(image).findByRole('alert')).toHaveTextContent(
      'Please choose a photo no larger than 10 MB.',
    );
  });

  it('replaces the photo on file with the cropped JPEG', async () => {
    const { user } = await renderCompanyPage();
    const image = section('Profile Image');
    const fileName = operatorCompany().profile_photo?.file_name;
    await user.upload(
      within(image).getByLabelText('Choose a new profile image'),
      photoFile('coach.jpg', 'image/jpeg'),
    );
    const body = nextBodyOf('/edit/replacephoto');
    await cropAndSave(image, 'Crop your profile image', 'Save Profile Image');
    expect(await body).toEqual({
      company_id: operatorCompany().id,
      extension: 'jpeg',
      file_name: fileName,
      photo: FAKE_JPEG_BASE64,
    });
    await findToast('Your profile image has been saved.');
    const preview = within(image).getByRole('figure');
    expect(within(preview).getByRole('img').getAttribute('src')).toMatch(
      /^data:image\/jpeg;base64,/,
    );
  });

  it('adds a photo when none is on file', async () => {
    companyAnswerChanged((company) => {
      company.photo_url = null;
      company.photo_filename = null;
    });
    const { user } = await renderCompanyPage();
    const image = section('Profile Image');
    expect(within(image).getByText('No Images Available')).toBeVisible();
    await user.upload(
      within(image).getByLabelText('Choose a profile image'),
      photoFile('coach.jpg', 'image/jpeg'),
    );
    server.use(
      http.post(apiUrl('/subscribers/companymanagement/edit/addphoto'), () =>
        HttpResponse.json({ success: true }),
      ),
    );
    const body = nextBodyOf('/edit/addphoto');
    await cropAndSave(image, 'Crop your profile image', 'Save Profile Image');
    expect(await body).toMatchObject({
      extension: 'jpeg',
      is_additional: false,
      photo: FAKE_JPEG_BASE64,
    });
  });

  it("shows the reply's text when the save fails, and keeps the crop", async () => {
    server.use(
      http.post(apiUrl('/subscribers/companymanagement/edit/replacephoto'), () =>
        HttpResponse.json({ success: false, error_message: 'The photo could not be stored.' }),
      ),
    );
    const { user } = await renderCompanyPage();
    const image = section('Profile Image');
    await user.upload(
      within(image).getByLabelText('Choose a new profile image'),
      photoFile('coach.jpg', 'image/jpeg'),
    );
    await cropAndSave(image, 'Crop your profile image', 'Save Profile Image');
    expect(await within(image).findByRole('alert')).toHaveTextContent(
      'The photo could not be stored.',
    );
    expect(
      within(image).getByRole('group', { name: 'Crop your profile image' }),
    ).toBeInTheDocument();
  });
});

describe('Route /subscribers/company: Additional Photos', () => {
  it('says there are none, with the spec text', async () => {
    companyAnswerChanged((company) => {
      company.additional_photos = [];
    });
    await renderCompanyPage();
    expect(within(section('Additional Photos')).getByText(NO_PHOTOS)).toBeVisible();
  });

  it('adds a photo to the carousel', async () => {
    const { user } = await renderCompanyPage();
    const photos = section('Additional Photos');
    const before = operatorCompany().additional_photos.length;
    expect(
      within(photos).getByRole('group', { name: /Additional photos of Lone Star/ }),
    ).toBeVisible();
    await user.click(within(photos).getByRole('button', { name: 'Add Photo' }));
    await user.upload(
      within(photos).getByLabelText('Choose a photo to add'),
      photoFile('coach.jpg', 'image/jpeg'),
    );
    const body = nextBodyOf('/edit/addphoto');
    await cropAndSave(photos, 'Crop your new photo', 'Save Photo');
    expect(await body).toMatchObject({ is_additional: true, extension: 'jpeg' });
    await findToast('Your photo has been added.');
    expect(
      await within(photos).findByRole('button', { name: `Remove photo ${before + 1}` }),
    ).toBeVisible();
    expect(operatorCompany().additional_photos).toHaveLength(before + 1);
  });

  it('removes a photo after asking, and shows a failure in the dialog', async () => {
    const { user } = await renderCompanyPage();
    const photos = section('Additional Photos');
    const [first, second] = operatorCompany().additional_photos;
    server.use(
      http.post(
        apiUrl('/subscribers/companymanagement/edit/removephoto'),
        () => HttpResponse.json({ success: false }),
        { once: true },
      ),
    );
    await user.click(within(photos).getByRole('button', { name: 'Remove photo 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove Photo' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'There was a problem. Please try again later.',
    );
    const body = nextBodyOf('/edit/removephoto');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Photo' }));
    expect(await body).toEqual({
      company_id: operatorCompany().id,
      file_name: first?.file_name,
      is_additional: true,
    });
    await findToast('Your photo has been removed.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(operatorCompany().additional_photos.map((p) => p.file_name)).toEqual([
      second?.file_name,
    ]);
    expect(within(photos).queryByRole('button', { name: 'Remove photo 2' })).toBeNull();
  });

  it('keeps Cancel of the question from removing anything', async () => {
    const { user } = await renderCompanyPage();
    const photos = section('Additional Photos');
    await user.click(within(photos).getByRole('button', { name: 'Remove photo 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(operatorCompany().additional_photos).toHaveLength(2);
  });
});
