import { approvePaid } from '@/mocks/db/listings';
import { getDb, withDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { sessionFor } from '../../utils/renderWithProviders';

async function call(method: 'GET' | 'POST', path: string, token?: string, body?: unknown) {
  const response = await fetch(new URL(apiUrl(path), window.location.href), {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { 'X-User-Token': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A demo operator's token and company, and its rows as the demo database has them now. */
function account(email: string) {
  const auth = sessionFor(email);
  const companyId = auth.companyId as number;
  return {
    token: auth.apiToken as string,
    companyId,
    progress: () => getDb().accounts.find((row) => row.email === email)?.setup_progress,
    listings: () => getDb().company_metros.filter((row) => row.company_id === companyId),
  };
}

const metroId = (city: string) => getDb().metros.find((row) => row.city === city)?.id ?? 0;
const FAILED = (msg: string) => ({ status: { code: 1, msg }, result: null });
const OK = { status: { code: 0, msg: 'success' }, result: null };
const THIRD = '/company/progress/third/step';

function addBody(companyId: number, city = 'Tyler', changes: Record<string, unknown> = {}) {
  return {
    metro_id: metroId(city),
    base_rate: 69,
    company_id: companyId,
    company_name: 'Piney Woods Charter Bus',
    city: '',
    address: '',
    address_line: '',
    state_province: '',
    country: '',
    phone: '',
    ...changes,
  };
}

describe('demo API, wizard step 3', () => {
  it('answers 401 without a valid token, and refuses another company', async () => {
    const setup3 = account('setup3@demo.test');
    expect(
      (await call('POST', `${THIRD}/addmetro`, undefined, addBody(setup3.companyId))).status,
    ).toBe(401);
    const other = await call(
      'POST',
      `${THIRD}/addmetro`,
      setup3.token,
      addBody(setup3.companyId + 1),
    );
    expect(other.body).toEqual(FAILED('Your company could not be found.'));
    const listing = await call(
      'GET',
      `${THIRD}/listing?companyId=${setup3.companyId + 1}`,
      setup3.token,
    );
    expect(listing.body).toEqual(FAILED('Your company could not be found.'));
  });

  it('adds a metro as a listing waiting for payment, once, with no approval or card', async () => {
    const setup3 = account('setup3@demo.test');
    const added = await call('POST', `${THIRD}/addmetro`, setup3.token, addBody(setup3.companyId));
    expect(added.body).toMatchObject({
      status: { code: 0 },
      result: { company_metro_id: expect.any(Number) as number },
    });
    expect(setup3.listings()).toMatchObject([
      { status: 'Pending Approval', monthly_cost: 69, position: 0 },
    ]);
    const twice = await call('POST', `${THIRD}/addmetro`, setup3.token, addBody(setup3.companyId));
    expect(twice.body).toEqual(FAILED('You are already listed in this metro.'));
    const unknown = await call(
      'POST',
      `${THIRD}/addmetro`,
      setup3.token,
      addBody(setup3.companyId, 'Nowhere'),
    );
    expect(unknown.body).toEqual(FAILED('This metro could not be found.'));
    const listing = await call(
      'GET',
      `${THIRD}/listing?companyId=${setup3.companyId}`,
      setup3.token,
    );
    expect(listing.body).toMatchObject({
      status: { code: 0 },
      result: {
        listing: [{ metro_name: 'Tyler, TX', cost_value: 69, status: 'Pending Approval' }],
        total_billing_amount: 69,
      },
    });
  });

  it('answers a malformed body with 400, and refuses outside step 3', async () => {
    const setup3 = account('setup3@demo.test');
    const malformed = await call(
      'POST',
      `${THIRD}/addmetro`,
      setup3.token,
      addBody(setup3.companyId, 'Tyler', { base_rate: '69' }),
    );
    expect(malformed.status).toBe(400);
    const setup4 = account('setup4@demo.test');
    const late = await call(
      'POST',
      `${THIRD}/addmetro`,
      setup4.token,
      addBody(setup4.companyId, 'Waco'),
    );
    expect(late.body).toEqual(FAILED('Setup step 3 is already done.'));
    const early = account('setup2@demo.test');
    const soon = await call(
      'POST',
      `${THIRD}/addmetro`,
      early.token,
      addBody(early.companyId, 'Waco'),
    );
    expect(soon.body).toEqual(FAILED('Please finish setup step 2 first.'));
  });

  it('searches cities from two letters and finds metros in a radius', async () => {
    const setup3 = account('setup3@demo.test');
    expect((await call('POST', `${THIRD}/search`, setup3.token, { term: 'T' })).body).toEqual(
      FAILED('Please type at least 2 characters.'),
    );
    expect((await call('POST', `${THIRD}/search`, setup3.token, { term: 'Tyl' })).body).toEqual({
      status: { code: 0, msg: 'success' },
      result: [{ id: metroId('Tyler'), name: 'Tyler, TX' }],
    });
    const found = await call('POST', `${THIRD}/findmetros`, setup3.token, {
      city_id: metroId('Tyler'),
      mile_radius: 50,
      company_id: setup3.companyId,
    });
    expect((found.body.result as { city: string }[]).map((row) => row.city)).toEqual([
      'Tyler',
      'Longview',
    ]);
    const radius = await call('POST', `${THIRD}/findmetros`, setup3.token, {
      city_id: metroId('Tyler'),
      mile_radius: 75,
      company_id: setup3.companyId,
    });
    expect(radius.status).toBe(400);
  });

  it('withdraws a metro added in setup, and only such a metro', async () => {
    const setup3 = account('setup3@demo.test');
    await call('POST', `${THIRD}/addmetro`, setup3.token, addBody(setup3.companyId));
    const [row] = setup3.listings();
    const body = {
      company_metro_id: row?.id,
      company_id: setup3.companyId,
      company_name: 'Piney Woods',
    };
    expect((await call('POST', `${THIRD}/removemetro`, setup3.token, body)).body).toEqual(OK);
    expect(setup3.listings()).toEqual([]);
    expect((await call('POST', `${THIRD}/removemetro`, setup3.token, body)).body).toEqual(
      FAILED('This metro could not be found in your Metro Listing.'),
    );
  });

  it('moves step 3 on to 4 only with a metro listed', async () => {
    const setup3 = account('setup3@demo.test');
    const next = `/company/progress/update/setup/third/index?companyId=${setup3.companyId}`;
    expect((await call('POST', next, setup3.token)).body).toEqual(
      FAILED('Please add at least one metro before you continue.'),
    );
    await call('POST', `${THIRD}/addmetro`, setup3.token, addBody(setup3.companyId));
    expect((await call('POST', next, setup3.token)).body).toEqual(OK);
    expect(setup3.progress()).toBe(4);
    expect((await call('POST', next, setup3.token)).body).toEqual(
      FAILED('Setup step 3 is already done.'),
    );
  });
});

describe('demo API, wizard step 4', () => {
  const FORTH = '/company/progress/forth/step';

  it('skips to step 5 once, saving nothing', async () => {
    const setup4 = account('setup4@demo.test');
    const skip = await call('POST', `${FORTH}/skip`, setup4.token, {
      company_id: setup4.companyId,
      metros: [],
    });
    expect(skip.body).toEqual(OK);
    expect(setup4.progress()).toBe(5);
    const again = await call('POST', `${FORTH}/skip`, setup4.token, {
      company_id: setup4.companyId,
      metros: [],
    });
    expect(again.body).toEqual(FAILED('Setup step 4 is already done.'));
  });

  it('checks each bid against the place the metro holds and its price', async () => {
    const setup4 = account('setup4@demo.test');
    const austin = setup4.listings().find((row) => row.metro_id === metroId('Austin'));
    const save = (bid: Record<string, number>) =>
      call('POST', `${FORTH}/save`, setup4.token, {
        company_id: setup4.companyId,
        metros: [
          {
            company_metro_id: austin?.id,
            current_position: 8,
            current_cost: 135,
            new_position: 2,
            new_monthly_cost: 270,
            ...bid,
          },
        ],
      });
    expect((await save({ current_position: 7 })).body).toEqual(
      FAILED('Your position in this metro has changed. Please review the positions and bid again.'),
    );
    expect((await save({ new_position: 8 })).body).toEqual(
      FAILED('Please choose a position above your current one.'),
    );
    expect((await save({ new_monthly_cost: 1 })).body).toEqual(
      FAILED('The price of this position has changed. Please review the positions and bid again.'),
    );
    expect((await save({ company_metro_id: 1 })).body).toEqual(
      FAILED('This listing could not be found.'),
    );
    expect((await save({ new_position: 1.5 })).status).toBe(400);
    expect(setup4.progress()).toBe(4);
    expect((await save({})).body).toEqual(OK);
    expect(setup4.progress()).toBe(5);
  });

  it('gives a saved bid its place once the metro is paid', async () => {
    const setup4 = account('setup4@demo.test');
    const austin = setup4.listings().find((row) => row.metro_id === metroId('Austin'));
    await call('POST', `${FORTH}/save`, setup4.token, {
      company_id: setup4.companyId,
      metros: [
        {
          company_metro_id: austin?.id,
          current_position: 8,
          current_cost: 135,
          new_position: 2,
          new_monthly_cost: 270,
        },
      ],
    });
    const before = getDb().company_metros.find(
      (row) => row.metro_id === metroId('Austin') && row.position === 2,
    );
    withDb((db) => {
      const row = db.company_metros.find((item) => item.id === austin?.id);
      if (row) approvePaid(db, row);
    });
    const rows = getDb().company_metros;
    expect(rows.find((row) => row.id === austin?.id)).toMatchObject({
      position: 2,
      status: 'Active/Approved',
      monthly_cost: 270,
    });
    expect(rows.find((row) => row.id === before?.id)?.position).toBe(3);
  });

  it("offers the bidding tag's positions of a requested metro during setup", async () => {
    const setup4 = account('setup4@demo.test');
    const answer = await call(
      'GET',
      `/subscribers/${setup4.companyId}/bidforplacement`,
      setup4.token,
    );
    const austin = (answer.body.results as Record<string, unknown>[])[0] as {
      current_position: number;
      positions: { position: number; is_current_position: boolean; can_upgrade: boolean }[];
    };
    expect(austin.current_position).toBe(8);
    expect(
      austin.positions.map((row) => [row.position, row.is_current_position, row.can_upgrade]),
    ).toEqual([
      [1, false, true],
      [2, false, true],
      [3, false, true],
      [4, false, true],
      [5, false, true],
      [6, false, true],
      [7, false, true],
      [8, true, false],
    ]);
  });
});
