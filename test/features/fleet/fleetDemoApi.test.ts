import { getDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { sessionFor } from '../../utils/renderWithProviders';

const OPERATOR = 'operator@demo.test';

async function call(method: 'GET' | 'POST', path: string, token?: string, body?: unknown) {
  const response = await fetch(new URL(apiUrl(path), window.location.href), {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { 'X-User-Token': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The demo operator, and its Dallas and Fort Worth listings (both Active/Approved). */
function operator() {
  const auth = sessionFor(OPERATOR);
  const db = getDb();
  const companyId = auth.companyId as number;
  const listingIn = (city: string) =>
    db.company_metros.find(
      (row) =>
        row.company_id === companyId &&
        db.metros.find((metro) => metro.id === row.metro_id)?.city === city,
    )!.id;
  return {
    token: auth.apiToken as string,
    companyId,
    dallas: listingIn('Dallas'),
    fortWorth: listingIn('Fort Worth'),
  };
}

interface SearchBus {
  bus_type: string;
  quantity: number;
  day_amount: number;
}

/** The buses the traveller's search shows for a listing of Dallas or Fort Worth. */
async function searchBuses(city: string, companyMetroId: number): Promise<SearchBus[]> {
  const { body } = await call('POST', '/search', undefined, { city, state: 'TX' });
  const results = body.results as { company: { id: number }; bus_results: SearchBus[] }[];
  return results.find((result) => result.company.id === companyMetroId)?.bus_results ?? [];
}

const ENTRY = {
  bus_type_id: 13,
  quantity: 2,
  seat_count: 30,
  year: 2024,
  amenities: [2, 3],
  transfer_rate: 400,
  five_hour_rate: 700,
  day_rate: 1200,
  mile_rate: 3.5,
};

const PATHS: [method: 'GET' | 'POST', path: string][] = [
  ['GET', '/company/default/fleet/list'],
  ['POST', '/company/default/fleet/save'],
  ['POST', '/company/default/fleet/update'],
  ['POST', '/company/default/fleet/delete/1'],
  ['GET', '/company/default/fleet/amenity/list'],
  ['GET', '/subscribers/fleet/1/1/metros'],
  ['POST', '/company/default/fleet/addOnCompanyMetro'],
  ['GET', '/subscribers/fleet/1/listing'],
  ['GET', '/subscribers/fleet/1/amenities'],
  ['POST', '/subscribers/fleet/1/add'],
  ['POST', '/subscribers/fleet/1/2/update'],
  ['POST', '/subscribers/fleet/1/2/delete'],
];

describe('demo API: fleet', () => {
  it.each(PATHS)('%s %s answers 401 without a token', async (method, path) => {
    const { status, body } = await call(
      method,
      path,
      undefined,
      method === 'POST' ? {} : undefined,
    );
    expect(status).toBe(401);
    expect(body).toEqual({ success: false, error_message: 'Invalid or expired token.' });
  });

  it('lists the company fleet in envelope (b) with the contract names', async () => {
    const { token, companyId } = operator();
    const { body } = await call('GET', '/company/default/fleet/list', token);
    expect(body.status).toEqual({ code: 0, msg: 'success' });
    const rows = body.result as Record<string, unknown>[];
    expect(rows.map((row) => row.bus_type_id)).toEqual([1, 2, 3, 5]);
    expect(rows[0]).toMatchObject({
      company_id: companyId,
      quantity: 6,
      number_seats: 56,
      year: 2023,
      // Every listing but the one without buses (Waco) shows the seeded fleet.
      display_add: true,
    });
    const options = await call('GET', `/subscribers/fleet/${companyId}/1/metros`, token);
    expect((options.body.result as { metro_name: string }[]).map((row) => row.metro_name)).toEqual([
      'Waco, TX',
    ]);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual([
      'amenity',
      'bus_type_id',
      'company_id',
      'day_rate',
      'display_add',
      'five_hour_rate',
      'fleet_id',
      'mile_rate',
      'number_seats',
      'quantity',
      'trnsf_rate',
      'year',
    ]);
  });

  it('refuses a company save with a business failure in envelope (b)', async () => {
    const { token, companyId } = operator();
    const save = (body: object) =>
      call('POST', '/company/default/fleet/save', token, {
        company_id: companyId,
        bus_type_id: 13,
        quantity: 1,
        number_seats: 30,
        year: 2024,
        ...body,
      });
    expect((await save({ bus_type_id: 1 })).body.status).toEqual({
      code: 1,
      msg: 'This bus type is already in your fleet. Edit it instead.',
    });
    expect((await save({ quantity: 1000 })).body.status).toEqual({
      code: 1,
      msg: 'Quantity must be a whole number from 1 to 999.',
    });
    expect((await save({ company_id: companyId + 1 })).body.status).toEqual({
      code: 1,
      msg: 'You can only edit your own company.',
    });
    expect((await save({ amenity: [99] })).body.status).toEqual({
      code: 1,
      msg: 'Unknown amenity.',
    });
    expect((await save({ day_rate: 'lots' })).status).toBe(400);
    const unknown = await call('POST', '/company/default/fleet/update', token, {
      fleet_id: 1,
      company_id: companyId,
      bus_type_id: 13,
      quantity: 1,
      number_seats: 30,
      year: 2024,
    });
    expect(unknown.body.status).toEqual({ code: 1, msg: 'This fleet entry could not be found.' });
    const gone = await call('POST', '/company/default/fleet/delete/1', token);
    expect(gone.body.status).toEqual({ code: 1, msg: 'This fleet entry could not be found.' });
  });

  it('adds a company entry to no listing until addOnCompanyMetro puts it on the search', async () => {
    const { token, companyId, dallas, fortWorth } = operator();
    await call('POST', '/company/default/fleet/save', token, {
      company_id: companyId,
      bus_type_id: 13,
      quantity: 2,
      number_seats: 30,
      year: 2024,
      day_rate: 1200,
    });
    const list = (await call('GET', '/company/default/fleet/list', token)).body.result as {
      fleet_id: number;
      bus_type_id: number;
      display_add: boolean;
    }[];
    const party = list.find((row) => row.bus_type_id === 13)!;
    expect(party.display_add).toBe(true);
    expect((await searchBuses('Dallas', dallas)).map((bus) => bus.bus_type)).not.toContain(
      'Party Bus',
    );

    const options = await call('GET', `/subscribers/fleet/${companyId}/13/metros`, token);
    const offered = options.body.result as {
      metro_id: unknown;
      metro_name: string;
      company_metro_id: number;
    }[];
    expect(offered).toContainEqual(
      expect.objectContaining({ metro_name: 'Dallas, TX', company_metro_id: dallas }),
    );
    expect(offered.every((row) => Number.isInteger(row.metro_id))).toBe(true);
    expect(offered).toContainEqual(expect.objectContaining({ company_metro_id: fortWorth }));
    const added = await call('POST', '/company/default/fleet/addOnCompanyMetro', token, {
      company_metro_ids: [dallas],
      fleet_id: party.fleet_id,
    });
    expect(added.body.status).toEqual({ code: 0, msg: 'success' });
    expect(await searchBuses('Dallas', dallas)).toContainEqual(
      expect.objectContaining({ bus_type: 'Party Bus', quantity: 2, day_amount: 1200 }),
    );
    expect((await searchBuses('Fort Worth', fortWorth)).map((bus) => bus.bus_type)).not.toContain(
      'Party Bus',
    );
    const after = await call('GET', `/subscribers/fleet/${companyId}/13/metros`, token);
    const left = (after.body.result as { company_metro_id: number }[]).map(
      (row) => row.company_metro_id,
    );
    expect(left).toHaveLength(offered.length - 1);
    expect(left).not.toContain(dallas);

    const refused = await call('POST', '/company/default/fleet/addOnCompanyMetro', token, {
      company_metro_ids: [1],
      fleet_id: party.fleet_id,
    });
    expect(refused.body.status).toEqual({ code: 1, msg: 'This metro listing could not be found.' });
  });

  it('keeps the listings as they were when the company entry changes or goes', async () => {
    const { token, companyId, dallas } = operator();
    const fullSize = getDb().buses.find(
      (bus) => bus.company_id === companyId && bus.bus_type_id === 1,
    )!;
    await call('POST', '/company/default/fleet/update', token, {
      fleet_id: fullSize.id,
      company_id: companyId,
      bus_type_id: 1,
      quantity: 9,
      number_seats: 56,
      year: 2023,
    });
    const list = (await call('GET', '/company/default/fleet/list', token)).body.result as {
      fleet_id: number;
      quantity: number;
      display_add: boolean;
    }[];
    expect(list[0]).toMatchObject({ fleet_id: fullSize.id, quantity: 9, display_add: true });
    expect(await searchBuses('Dallas', dallas)).toContainEqual(
      expect.objectContaining({ bus_type: 'Full Size', quantity: 6 }),
    );
    await call('POST', `/company/default/fleet/delete/${fullSize.id}`, token);
    const left = (await call('GET', '/company/default/fleet/list', token)).body.result as unknown[];
    expect(left).toHaveLength(3);
    expect(await searchBuses('Dallas', dallas)).toContainEqual(
      expect.objectContaining({ bus_type: 'Full Size', quantity: 6 }),
    );
  });

  it("splits a shared row on a listing edit: only that listing's search changes", async () => {
    const { token, dallas, fortWorth } = operator();
    const fleet = (await call('GET', `/subscribers/fleet/${dallas}/listing`, token)).body;
    expect(fleet.success).toBe(true);
    const buses = fleet.buses as { listing_id: number; bus_type_id: number }[];
    const minibus = buses.find((bus) => bus.bus_type_id === 2)!;
    const updated = await call(
      'POST',
      `/subscribers/fleet/${dallas}/${minibus.listing_id}/update`,
      token,
      { ...ENTRY, bus_type_id: 2, quantity: 7, listing_id: minibus.listing_id },
    );
    expect(updated.body).toEqual({ success: true });
    expect(await searchBuses('Dallas', dallas)).toContainEqual(
      expect.objectContaining({ bus_type: 'Minibus', quantity: 7, day_amount: 1200 }),
    );
    expect(await searchBuses('Fort Worth', fortWorth)).toContainEqual(
      expect.objectContaining({ bus_type: 'Minibus', quantity: 3 }),
    );
    const company = (await call('GET', '/company/default/fleet/list', token)).body.result as {
      bus_type_id: number;
      quantity: number;
    }[];
    expect(company.find((row) => row.bus_type_id === 2)?.quantity).toBe(3);
  });

  it('adds to and deletes from one listing only', async () => {
    const { token, dallas, fortWorth } = operator();
    const added = await call('POST', `/subscribers/fleet/${dallas}/add`, token, ENTRY);
    expect(added.body).toEqual({ success: true });
    expect(await searchBuses('Dallas', dallas)).toContainEqual(
      expect.objectContaining({ bus_type: 'Party Bus', quantity: 2 }),
    );
    const buses = (await call('GET', `/subscribers/fleet/${fortWorth}/listing`, token)).body
      .buses as { listing_id: number; bus_type_id: number }[];
    const school = buses.find((bus) => bus.bus_type_id === 3)!;
    const deleted = await call(
      'POST',
      `/subscribers/fleet/${fortWorth}/${school.listing_id}/delete`,
      token,
    );
    expect(deleted.body).toEqual({ success: true });
    expect((await searchBuses('Fort Worth', fortWorth)).map((bus) => bus.bus_type)).not.toContain(
      'School Bus',
    );
    expect(await searchBuses('Dallas', dallas)).toContainEqual(
      expect.objectContaining({ bus_type: 'School Bus' }),
    );
  });

  it('refuses unknown or foreign listings and entries in envelope (a)', async () => {
    const { token, dallas } = operator();
    const foreign = getDb().company_metros.find(
      (row) => row.company_id !== operator().companyId,
    )!.id;
    for (const [method, path] of [
      ['GET', `/subscribers/fleet/${foreign}/listing`],
      ['GET', `/subscribers/fleet/${foreign}/amenities`],
      ['POST', `/subscribers/fleet/${foreign}/add`],
      ['POST', '/subscribers/fleet/999999/add'],
    ] as const) {
      const { body } = await call(method, path, token, method === 'POST' ? ENTRY : undefined);
      expect(body).toEqual({
        success: false,
        error_message: 'This metro listing could not be found.',
      });
    }
    const missing = await call('POST', `/subscribers/fleet/${dallas}/1/update`, token, ENTRY);
    expect(missing.body.error_message).toBe('This fleet entry could not be found.');
    const gone = await call('POST', `/subscribers/fleet/${dallas}/1/delete`, token);
    expect(gone.body.error_message).toBe('This fleet entry could not be found.');
    const twice = await call('POST', `/subscribers/fleet/${dallas}/add`, token, {
      ...ENTRY,
      bus_type_id: 1,
    });
    expect(twice.body.error_message).toBe(
      'This bus type is already listed for this metro. Edit it instead.',
    );
    const seats = await call('POST', `/subscribers/fleet/${dallas}/add`, token, {
      ...ENTRY,
      seat_count: 0,
    });
    expect(seats.body.error_message).toBe('Seat count must be a whole number from 1 to 200.');
    const amenities = await call('GET', `/subscribers/fleet/${dallas}/amenities`, token);
    expect(amenities.body.amenities).toContainEqual({ id: 2, name: 'WiFi' });
  });
});
