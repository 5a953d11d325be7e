import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { holdRequests } from '../../../../utils/heldRequests';
import {
  FAKE_JPEG_BASE64,
  mockImagesAndCanvas,
  type ImageMocks,
} from '../../../../utils/imageMocks';
import { nextBodyOf } from '../../user/helpers';
import {
  addPhoto,
  companySaved,
  countRequests,
  demoAccount,
  field,
  renderProfileStep,
  SETUP1,
} from './wizardHelpers';

const STEP_ONE = '/company/progress/first/step';
const SUMMARY = 'Some fields are invalid, please check all fields and try again';
const ABOUT = 'Magnolia Shuttle Co. runs minibuses and shuttles across East Texas.';

let mocks: ImageMocks;
beforeEach(() => {
  mocks = mockImagesAndCanvas({ width: 1100, height: 700 });
});
afterEach(() => {
  mocks.restore();
});

type Step = Awaited<ReturnType<typeof renderProfileStep>>;

async function fillRequired({ user, form }: Step) {
  await user.type(field(form, 'Description'), ABOUT);
  await user.type(field(form, 'Mon-Fri'), '7:00am - 7:00pm');
  await user.type(field(form, 'Sat'), '8:00am - 2:00pm');
  await user.type(field(form, 'Sun'), 'Closed');
  await addPhoto(user, form);
}

const save = ({ user, form }: Step) =>
  user.click(within(form).getByRole('button', { name: 'Save and Next' }));

describe('Route /subscribers/init: setup step 1, Profile Information', () => {
  it("says what is missing in the spec's words, the hours once, and sends nothing", async () => {
    const step = await renderProfileStep();
    const calls = countRequests(STEP_ONE);
    await save(step);
    const summary = await within(step.form).findByRole('alert');
    expect(summary).toHaveTextContent(SUMMARY);
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Description is required.',
      'Photo is required.',
      'Hours of operation is required.',
    ]);
    // Besides the summary: under the description, under the photos, once under the three hours.
    expect(within(step.form).getAllByText('Description is required.')).toHaveLength(2);
    expect(within(step.form).getAllByText('Photo is required.')).toHaveLength(2);
    expect(within(step.form).getAllByText('Hours of operation is required.')).toHaveLength(2);
    for (const label of ['Mon-Fri', 'Sat', 'Sun']) {
      expect(field(step.form, label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(step.form, label)).toHaveAccessibleDescription(
        'Hours of operation is required.',
      );
    }
    await step.user.type(field(step.form, 'Sat'), '9-3');
    expect(field(step.form, 'Sat')).not.toHaveAttribute('aria-invalid');
    expect(field(step.form, 'Sun')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.count).toBe(0);
  });

  it('counts the description toward 500 characters but saves a shorter one', async () => {
    const step = await renderProfileStep();
    const description = field(step.form, 'Description');
    expect(description).toHaveAccessibleDescription('0 of 500 recommended characters');
    await step.user.type(description, 'Short.');
    expect(description).toHaveAccessibleDescription('6 of 500 recommended characters');
    await step.user.click(description);
    await step.user.paste('x'.repeat(494));
    expect(description).toHaveAccessibleDescription('500 characters');
    await step.user.clear(description);
    await fillRequired(step);
    await save(step);
    await screen.findByRole('heading', { level: 1, name: 'Fleet Information' });
    expect(demoAccount(SETUP1).company.about).toBe(ABOUT);
  });

  it('takes only a video-site link as the video link', async () => {
    const step = await renderProfileStep();
    const youtube = field(step.form, 'YouTube');
    await step.user.type(youtube, 'https://example.com/tour');
    await step.user.tab();
    expect(
      await within(step.form).findByText(
        'Video links must be links to a video site (YouTube or Vimeo).',
      ),
    ).toBeVisible();
    await step.user.clear(youtube);
    await step.user.type(youtube, 'https://www.youtube.com/@magnolia');
    await waitFor(() => expect(youtube).not.toHaveAttribute('aria-invalid'));
  });

  it('posts the step with the contract body, then opens step 2', async () => {
    const step = await renderProfileStep();
    await fillRequired(step);
    await step.user.type(field(step.form, 'Facebook'), 'https://facebook.com/magnolia');
    await step.user.type(field(step.form, 'YouTube'), 'youtu.be/tour');
    const body = nextBodyOf(STEP_ONE);
    await save(step);
    const upload = { extension: 'jpeg', file_name: 'coach.jpeg', photo: FAKE_JPEG_BASE64 };
    expect(await body).toEqual({
      company_id: demoAccount(SETUP1).company.id,
      description: ABOUT,
      additional_photos: [upload],
      profile_photo: upload,
      hours_of_operation_mon: '7:00am - 7:00pm',
      hours_of_operation_sat: '8:00am - 2:00pm',
      hours_of_operation_sum: 'Closed',
      facebook_link: 'https://facebook.com/magnolia',
      twitter_link: '',
      instagram_link: '',
      youtube_link: 'youtu.be/tour',
    });
    await screen.findByRole('heading', { level: 1, name: 'Fleet Information' });
    expect(step.router.state.location.pathname).toBe('/subscribers/init2');
    expect(demoAccount(SETUP1).account.setup_progress).toBe(2);
  });

  it("shows the server's text on failure, else ours, and keeps the form", async () => {
    server.use(
      http.post(apiUrl(STEP_ONE), () =>
        HttpResponse.json({ status: { code: 3, msg: 'Photos are being checked.' }, result: null }),
      ),
    );
    const step = await renderProfileStep();
    await fillRequired(step);
    await save(step);
    expect(await within(step.form).findByRole('alert')).toHaveTextContent(
      'Photos are being checked.',
    );
    expect(within(step.form).getByRole('button', { name: 'Save and Next' })).toBeEnabled();
    expect(field(step.form, 'Description')).toHaveValue(ABOUT);
    expect(within(step.form).getByRole('img', { name: 'Photo 1' })).toBeVisible();
    expect(step.router.state.location.pathname).toBe('/subscribers/init');

    server.use(
      http.post(apiUrl(STEP_ONE), () =>
        HttpResponse.json({ status: { code: 3, msg: '' }, result: null }),
      ),
    );
    await save(step);
    expect(await within(step.form).findByRole('alert')).toHaveTextContent(
      'There was a problem saving your profile information. Please try again later.',
    );
    expect(demoAccount(SETUP1).account.setup_progress).toBe(1);
  });

  it('sends the step once however often Save is pressed', async () => {
    const held = holdRequests('post', apiUrl(STEP_ONE));
    const step = await renderProfileStep();
    await fillRequired(step);
    await save(step);
    await held.arrived;
    const button = within(step.form).getByRole('button', { name: 'Saving...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await step.user.click(button);
    // Enter in a field submits the form too: still one call.
    await step.user.type(field(step.form, 'Sun'), '{Enter}');
    held.release();
    await screen.findByRole('heading', { level: 1, name: 'Fleet Information' });
    expect(held.calls).toBe(1);
  });

  it('resumes with what the company already saved', async () => {
    const saved = companySaved(SETUP1, (db) => {
      const { company } = demoAccount(SETUP1);
      const row = db.companies.find((candidate) => candidate.id === company.id)!;
      row.about = ABOUT;
      row.hours_of_operation_mon = '6:00am - 10:00pm';
      row.hours_of_operation_sat = '7:00am - 5:00pm';
      row.hours_of_operation_sum = 'By appointment';
      row.instagram_url = 'https://instagram.com/magnolia';
      row.profile_photo = {
        file_name: 'front.jpeg',
        url: `data:image/jpeg;base64,${FAKE_JPEG_BASE64}`,
      };
      row.additional_photos = [{ file_name: 'side.jpeg', url: 'data:image/jpeg;base64,/9j/side' }];
    });
    const step = await renderProfileStep();
    expect(field(step.form, 'Description')).toHaveValue(ABOUT);
    expect(field(step.form, 'Mon-Fri')).toHaveValue('6:00am - 10:00pm');
    expect(field(step.form, 'Sun')).toHaveValue('By appointment');
    expect(field(step.form, 'Instagram')).toHaveValue('https://instagram.com/magnolia');
    expect(within(step.form).getByRole('img', { name: 'Photo 1' })).toHaveAttribute(
      'src',
      saved.profile_photo?.url,
    );
    expect(within(step.form).getByRole('img', { name: 'Photo 2' })).toBeVisible();

    // Saved again as they are: the photos on file go by their file names, no bytes.
    const body = nextBodyOf(STEP_ONE);
    await save(step);
    expect(await body).toMatchObject({
      additional_photos: [
        { extension: 'jpeg', file_name: 'front.jpeg' },
        { extension: 'jpeg', file_name: 'side.jpeg' },
      ],
      profile_photo: { extension: 'jpeg', file_name: 'front.jpeg' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Fleet Information' });
  });
});
