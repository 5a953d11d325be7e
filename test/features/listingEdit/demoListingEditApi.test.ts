import { getDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { sessionFor } from '../../utils/renderWithProviders';
import { foreignListing, OPERATOR, operatorListing, storedListing } from './helpers';

type Wire = Record<string, unknown>;

/** Calls the demo API as the demo operator (or with `token`: null sends none). */
async function call(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  token: string | null = sessionFor(OPERATOR).apiToken ?? null,
): Promise<{ status: number; body: Wire }> {
  const response = await fetch(apiUrl(path), {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { 'X-User-Token': token } : {}),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Wire };
}

const contact = (companyMetroId: number, overrides: Wire = {}) => ({
  company_metro_id: companyMetroId,
  email: 'dallas@lonestarcharter.example',
  phone: '214-555-0199',
  website: 'https://www.lonestarcharter.example/dallas',
  description: 'Dallas coaches.',
  address: '400 Elm St',
  city: 'Dallas',
  state: 'tx',
  zip: '75202',
  ...overrides,
});

describe('demo API: listing edit (listings tag)', () => {
  it('answers 401 to every operation without a valid token', async () => {
    const { id } = operatorListing();
    const calls: [method: 'GET' | 'POST', path: string, body?: unknown][] = [
      ['GET', `/subscribers/listings/${id}/edit`],
      ['POST', '/subscribers/listings/edit/company', { company_metro_id: id, name: 'X' }],
      ['POST', '/subscribers/listings/edit/contact', contact(id)],
      [
        'POST',
        '/subscribers/listings/edit/emails',
        { company_metro_id: id, additional_emails: [] },
      ],
    ];
    for (const [method, path, body] of calls) {
      for (const token of [null, 'no-such-token']) {
        const answer = await call(method, path, body, token);
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ success: false, error_message: 'Invalid or expired token.' });
      }
    }
    const traveller = sessionFor('traveller@demo.test').apiToken ?? null;
    expect(
      (await call('GET', `/subscribers/listings/${id}/edit`, undefined, traveller)).status,
    ).toBe(401);
  });

  it('reads the listing in envelope (a) under `listing`', async () => {
    const { id, metro_id: metroId } = operatorListing();
    storedListing(id).additional_emails = [{ name: 'Dispatch', email_address: 'd@x.example' }];
    const { status, body } = await call('GET', `/subscribers/listings/${id}/edit`);
    expect(status).toBe(200);
    const metro = getDb().metros.find((row) => row.id === metroId);
    expect(body).toMatchObject({
      success: true,
      listing: {
        alias: 'Lone Star Charter Coaches',
        address1: '1200 Commerce St',
        city: 'Dallas',
        state: 'TX',
        phone: '2145550142',
        is_uma_member: true,
        additional_emails: [{ name: 'Dispatch', email_address: 'd@x.example' }],
        metro: { id: metroId, city: metro?.city, state: metro?.state },
        payment_types: expect.any(Object) as unknown,
      },
    });
    const listing = body.listing as Wire;
    expect((listing.bus_results as unknown[]).length).toBe(4);
    expect((listing.photos as unknown[]).length).toBeGreaterThan(0);
  });

  it("refuses an unknown id, a malformed id and another company's listing with success false", async () => {
    const foreign = foreignListing().id;
    for (const path of [
      `/subscribers/listings/${foreign}/edit`,
      '/subscribers/listings/99999999/edit',
      '/subscribers/listings/abc/edit',
    ]) {
      expect(await call('GET', path)).toEqual({
        status: 200,
        body: { success: false, error_message: 'This listing could not be found.' },
      });
    }
    const before = structuredClone(storedListing(foreign));
    for (const [path, body] of [
      ['company', { company_metro_id: foreign, name: 'Mine now' }],
      ['contact', contact(foreign)],
      ['emails', { company_metro_id: foreign, additional_emails: [] }],
    ] as const) {
      expect((await call('POST', `/subscribers/listings/edit/${path}`, body)).body).toEqual({
        success: false,
        error_message: 'This listing could not be found.',
      });
    }
    expect(storedListing(foreign)).toEqual(before);
  });

  it('stores the name as the alias, and the company name as none', async () => {
    const { id } = operatorListing();
    const path = '/subscribers/listings/edit/company';
    expect((await call('POST', path, { company_metro_id: id, name: ' Big D ' })).body).toEqual({
      success: true,
    });
    expect(storedListing(id).alias).toBe('Big D');
    await call('POST', path, { company_metro_id: id, name: 'Lone Star Charter Coaches' });
    expect(storedListing(id).alias).toBeNull();
    expect((await call('POST', path, { company_metro_id: id, name: '  ' })).body).toEqual({
      success: false,
      error_message: 'Company name is required.',
    });
  });

  it('checks the contact: e-mail, website and the address', async () => {
    const { id } = operatorListing();
    const path = '/subscribers/listings/edit/contact';
    const failures: [Wire, string][] = [
      [{ email: 'dispatch@lonestar' }, 'Email is not valid.'],
      [{ website: 'not a url' }, 'Website must be a valid url.'],
      [{ address: '' }, 'Address is required.'],
      [{ city: ' ' }, 'City is required.'],
      [{ state: 'Texas' }, 'State is required.'],
      [{ zip: '' }, 'Zip code is required.'],
      [{ company_metro_id: 'x' }, 'company_metro_id is required.'],
    ];
    for (const [change, message] of failures) {
      expect((await call('POST', path, contact(id, change))).body).toEqual({
        success: false,
        error_message: message,
      });
    }
    expect(storedListing(id).contact).toBeNull();
    expect((await call('POST', path, contact(id))).body).toEqual({ success: true });
    expect(storedListing(id).contact).toEqual({
      email: 'dallas@lonestarcharter.example',
      phone: '2145550199',
      website: 'https://www.lonestarcharter.example/dallas',
      description: 'Dallas coaches.',
      address: '400 Elm St',
      city: 'Dallas',
      state: 'TX',
      zip: '75202',
    });
  });

  it('checks each additional e-mail; a body that is no list is malformed (400)', async () => {
    const { id } = operatorListing();
    const path = '/subscribers/listings/edit/emails';
    const notAList = await call('POST', path, { company_metro_id: id, additional_emails: 'x' });
    expect(notAList.status).toBe(400);
    expect((await call('POST', path, '{"company_metro_id":')).status).toBe(400);
    for (const bad of [
      { name: '', email_address: 'a@b.example' },
      { name: 'A', email_address: 'a@b' },
      null,
    ]) {
      expect(
        (await call('POST', path, { company_metro_id: id, additional_emails: [bad] })).body,
      ).toEqual({
        success: false,
        error_message: 'Each additional email needs a name and a valid email address.',
      });
    }
    const emails = [{ name: ' Sales ', email_address: ' sales@x.example ' }];
    expect(
      (await call('POST', path, { company_metro_id: id, additional_emails: emails })).body,
    ).toEqual({ success: true });
    expect(storedListing(id).additional_emails).toEqual([
      { name: 'Sales', email_address: 'sales@x.example' },
    ]);
  });
});
