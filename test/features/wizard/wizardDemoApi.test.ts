import { companyFleet } from '@/mocks/db/fleetRows';
import { getDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { FAKE_JPEG_BASE64 } from '../../utils/imageMocks';
import { sessionFor } from '../../utils/renderWithProviders';

async function call(path: string, token?: string, body?: unknown) {
  const response = await fetch(new URL(apiUrl(path), window.location.href), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { 'X-User-Token': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A demo operator's token, company id, and its rows as the demo database has them now. */
function account(email: string) {
  const auth = sessionFor(email);
  const companyId = auth.companyId as number;
  return {
    token: auth.apiToken as string,
    companyId,
    progress: () => getDb().accounts.find((row) => row.email === email)?.setup_progress,
    company: () => getDb().companies.find((row) => row.id === companyId)!,
  };
}

const NEW_PHOTO = { extension: 'jpeg', file_name: 'front.jpeg', photo: FAKE_JPEG_BASE64 };

function stepOne(companyId: number, changes: Record<string, unknown> = {}) {
  return {
    company_id: companyId,
    description: 'Shuttles and minibuses for East Texas groups.',
    additional_photos: [NEW_PHOTO],
    profile_photo: NEW_PHOTO,
    hours_of_operation_mon: '7:00am - 7:00pm',
    hours_of_operation_sat: '8:00am - 2:00pm',
    hours_of_operation_sum: 'Closed',
    facebook_link: 'https://facebook.com/magnolia',
    twitter_link: '',
    instagram_link: '',
    youtube_link: 'https://youtu.be/abc',
    ...changes,
  };
}

const FAILED = (msg: string) => ({ status: { code: 1, msg }, result: null });

describe('demo API, wizard steps 1 and 2', () => {
  it('answers 401 without a valid token, and refuses another company', async () => {
    const setup1 = account('setup1@demo.test');
    for (const path of [
      '/company/progress/first/step',
      '/company/progress/second/step/fleet/save',
      '/company/progress/second/step/fleet/update',
      `/company/progress/update/setup/second/index?companyId=${setup1.companyId}`,
    ]) {
      expect((await call(path, undefined, {})).status, path).toBe(401);
      expect((await call(path, 'not-a-token', {})).status, path).toBe(401);
    }
    const other = await call('/company/progress/first/step', setup1.token, stepOne(1));
    expect(other.body).toEqual(FAILED('You can only edit your own company.'));
    const next = await call(
      '/company/progress/update/setup/second/index?companyId=1',
      setup1.token,
    );
    expect(next.body).toEqual(FAILED('You can only edit your own company.'));
    expect(setup1.progress()).toBe(1);
  });

  it("refuses step 1 without a photo, hours or description, in the spec's words", async () => {
    const { token, companyId, progress } = account('setup1@demo.test');
    const cases: [Record<string, unknown>, string][] = [
      [{ description: ' ' }, 'Description is required.'],
      [{ additional_photos: [], profile_photo: null }, 'Photo is required.'],
      [{ hours_of_operation_sat: '' }, 'Hours of operation is required.'],
      [{ youtube_link: 'https://example.com/video' }, 'Video links must be links to a video site.'],
      [
        { additional_photos: [{ extension: 'png', photo: FAKE_JPEG_BASE64 }] },
        'Only JPEG photos are accepted.',
      ],
      [
        { additional_photos: [{ extension: 'jpeg', file_name: 'not-on-file.jpeg' }] },
        'A photo could not be found. Please add it again.',
      ],
    ];
    for (const [changes, msg] of cases) {
      const { body } = await call(
        '/company/progress/first/step',
        token,
        stepOne(companyId, changes),
      );
      expect(body, msg).toEqual(FAILED(msg));
    }
    expect(progress()).toBe(1);
  });

  it('saves step 1: the main photo becomes the profile photo, and progress moves 1 -> 2', async () => {
    const { token, companyId, progress, company } = account('setup1@demo.test');
    const side = { extension: 'jpeg', file_name: 'side.jpeg', photo: FAKE_JPEG_BASE64 };
    const { body } = await call(
      '/company/progress/first/step',
      token,
      stepOne(companyId, { additional_photos: [NEW_PHOTO, side], profile_photo: side }),
    );
    expect(body).toEqual({ status: { code: 0, msg: 'success' }, result: null });
    expect(progress()).toBe(2);
    const saved = company();
    expect(saved.about).toBe('Shuttles and minibuses for East Texas groups.');
    expect(saved.hours_of_operation_sum).toBe('Closed');
    expect(saved.youtube_url).toBe('https://youtu.be/abc');
    expect(saved.profile_photo?.url).toBe(`data:image/jpeg;base64,${FAKE_JPEG_BASE64}`);
    expect(saved.additional_photos).toHaveLength(1);
    const names = [saved.profile_photo?.file_name, saved.additional_photos[0].file_name];
    expect(new Set(names).size).toBe(2);

    // Saved again (a photo kept by its file name, made main): the progress does not move on.
    const kept = { extension: 'jpeg', file_name: saved.additional_photos[0].file_name };
    const again = await call(
      '/company/progress/first/step',
      token,
      stepOne(companyId, { additional_photos: [kept], profile_photo: kept }),
    );
    expect(again.body.status).toEqual({ code: 0, msg: 'success' });
    expect(company().profile_photo?.file_name).toBe(kept.file_name);
    expect(company().additional_photos).toEqual([]);
    expect(progress()).toBe(2);
  });

  it("saves step 2's fleet under the wizard paths, and Next moves progress 2 -> 3", async () => {
    const { token, companyId, progress } = account('setup2@demo.test');
    const entry = {
      company_id: companyId,
      bus_type_id: 2,
      quantity: 3,
      number_seats: 28,
      year: 2022,
    };
    const saved = await call('/company/progress/second/step/fleet/save', token, entry);
    expect(saved.body.status).toEqual({ code: 0, msg: 'success' });
    const fleet = companyFleet(getDb(), companyId);
    expect(fleet.map((bus) => [bus.bus_type_id, bus.quantity])).toEqual([[2, 3]]);

    const updated = await call('/company/progress/second/step/fleet/update', token, {
      ...entry,
      fleet_id: fleet[0].id,
      quantity: 4,
    });
    expect(updated.body.status).toEqual({ code: 0, msg: 'success' });
    expect(getDb().buses.find((bus) => bus.id === fleet[0].id)?.quantity).toBe(4);
    const wrong = await call('/company/progress/second/step/fleet/save', token, {
      ...entry,
      company_id: 1,
    });
    expect(wrong.body).toEqual(FAILED('You can only edit your own company.'));

    const next = `/company/progress/update/setup/second/index?companyId=${companyId}`;
    expect((await call(next, token)).body.status).toEqual({ code: 0, msg: 'success' });
    expect(progress()).toBe(3);
    // A second Next (a double click that got through) is answered the same, and stays at 3.
    expect((await call(next, token)).body.status).toEqual({ code: 0, msg: 'success' });
    expect(progress()).toBe(3);
  });

  it('refuses step 2 Next for a company still at step 1', async () => {
    const { token, companyId, progress } = account('setup1@demo.test');
    const { body } = await call(
      `/company/progress/update/setup/second/index?companyId=${companyId}`,
      token,
    );
    expect(body).toEqual(FAILED('Please finish the earlier setup steps first.'));
    expect(progress()).toBe(1);
  });
});
