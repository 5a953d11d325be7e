import { screen, waitFor, within } from '@testing-library/react';
import { draftNames, logOut, reload } from '../../../../utils/drafts';
import { enterText } from '../../../../utils/enterText';
import { FAKE_JPEG_BASE64 } from '../../../../utils/imageMocks';
import { companySaved, demoAccount, field, renderProfileStep, SETUP1 } from './wizardHelpers';

const ABOUT = 'Magnolia Shuttle Co. runs minibuses and shuttles across East Texas.';
const INSTAGRAM = 'https://instagram.com/magnolia';
const TYPED: [string, string][] = [
  ['Description', ABOUT],
  ['Mon-Fri', '7:00am - 7:00pm'],
  ['Sat', '8:00am - 2:00pm'],
  ['Sun', 'Closed'],
  ['Facebook', 'https://facebook.com/magnolia'],
];

/** What an earlier visit saved: a photo and the Instagram link. */
function savedBefore() {
  companySaved(SETUP1, (db) => {
    const row = db.companies.find((candidate) => candidate.id === demoAccount(SETUP1).company.id)!;
    row.instagram_url = INSTAGRAM;
    row.profile_photo = {
      file_name: 'front.jpeg',
      url: `data:image/jpeg;base64,${FAKE_JPEG_BASE64}`,
    };
  });
}

async function typeProfile() {
  savedBefore();
  const step = await renderProfileStep();
  for (const [label, value] of TYPED) await enterText(step.user, field(step.form, label), value);
  return step;
}

describe('Route /subscribers/init: what is typed survives a reload', () => {
  it('brings back the texts typed over what the server saved', async () => {
    const step = await typeProfile();
    expect(draftNames()).toEqual(['setup-profile']);
    // Only what was typed is a draft; what the server has comes from the server.
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain(INSTAGRAM);

    const { form } = await reload(step, renderProfileStep);
    await waitFor(() => expect(field(form, 'Description')).toHaveValue(ABOUT));
    for (const [label, value] of TYPED) expect(field(form, label)).toHaveValue(value);
    expect(field(form, 'Instagram')).toHaveValue(INSTAGRAM);
  });

  it('forgets the draft once the step is saved', async () => {
    const step = await typeProfile();
    expect(draftNames()).toEqual(['setup-profile']);
    await step.user.click(within(step.form).getByRole('button', { name: 'Save and Next' }));
    await screen.findByRole('heading', { level: 1, name: 'Fleet Information' });
    expect(draftNames()).toEqual([]);
  });

  it('forgets the draft on logout', async () => {
    const step = await typeProfile();
    expect(draftNames()).toEqual(['setup-profile']);
    logOut(step);
    expect(draftNames()).toEqual([]);
  });
});
