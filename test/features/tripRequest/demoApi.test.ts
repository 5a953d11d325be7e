import { getDb } from '@/mocks/db/store';
import { DUPLICATE_EMAIL } from '@/mocks/handlers/users';
import { apiUrl } from '@/mocks/http';
import { sessionFor } from '../../utils/renderWithProviders';

const TRIP = {
  company_metro_ids: [10234, 10001],
  number_of_people: 45,
  trip_type: 2,
  departure_city: 'Dallas',
  departure_state: 'TX',
  departure_date: '2099-06-14',
  departure_time: '07:30',
  destination_city: 'San Antonio',
  destination_state: 'TX',
  return_date: '2099-06-15',
  return_time: '18:00',
  basic_name_of_group: 'Troop 214',
  basic_first_name: 'Dana',
  basic_last_name: 'Whitfield',
  basic_phone: '2145550199',
  basic_email: 'dana@example.org',
  notes: '',
  origin_latitude: 32.7767,
  origin_longitude: -96.797,
};

async function post(path: string, body?: unknown, token?: string) {
  const response = await fetch(new URL(apiUrl(path), window.location.href), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { 'X-User-Token': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('demo API: POST /quote/request', () => {
  it('issues a quote number and keeps one quote naming every company', async () => {
    const { status, body } = await post('/quote/request', TRIP);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.quote_number).toMatch(/^Q-\d{6}-\d{4}$/);
    const row = getDb().quotes.find((quote) => quote.quote_number === body.quote_number);
    expect(row).toMatchObject({ ...TRIP, user_id: null });
    expect(Number.isNaN(Date.parse(row!.date_submitted))).toBe(false);
  });

  it('keeps the quote for the user whose token came with it', async () => {
    const auth = sessionFor('newtraveller@demo.test');
    const { body } = await post('/quote/request', TRIP, auth.apiToken!);
    const row = getDb().quotes.find((quote) => quote.quote_number === body.quote_number);
    expect(row?.user_id).toBe(auth.userId);
  });

  it('takes a token it does not know for a visitor', async () => {
    const { status, body } = await post('/quote/request', TRIP, 'stale-token');
    expect(status).toBe(200);
    const row = getDb().quotes.find((quote) => quote.quote_number === body.quote_number);
    expect(row?.user_id).toBeNull();
  });

  it.each([
    [{ company_metro_ids: [] }, 'Please choose at least one company.'],
    [{ company_metro_ids: [999999] }, 'One of the companies you chose could not be found.'],
    [{ company_metro_ids: ['10234'] }, 'One of the companies you chose could not be found.'],
    [{ number_of_people: 0 }, 'Number of people must be a whole number of at least 1.'],
    [{ number_of_people: '45' }, 'Number of people must be a whole number of at least 1.'],
    [{ trip_type: 99 }, 'Please choose a trip type.'],
    [{ destination_city: ' ' }, 'Destination city is required.'],
    [{ departure_date: '2001-01-01' }, 'Departure date cannot be in the past.'],
    [{ return_date: '2099-06-13' }, 'Return date cannot be before the departure date.'],
    [{ return_date: '06/15/2099' }, 'Return date must be a valid date (YYYY-MM-DD).'],
    [{ departure_time: '7:30' }, 'Departure time must be given as HH:mm.'],
    [{ basic_email: 'dana@' }, 'Please enter a valid email address.'],
    [{ basic_phone: '555' }, 'Please enter a valid phone number.'],
  ])('refuses %o with "%s"', async (change, message) => {
    const before = getDb().quotes.length;
    const { status, body } = await post('/quote/request', { ...TRIP, ...change });
    expect(status).toBe(200);
    expect(body).toEqual({ success: false, error_message: message });
    expect(getDb().quotes).toHaveLength(before);
  });

  it('refuses a company that is not taking requests, by name', async () => {
    const listing = getDb().company_metros.find((row) => row.status !== 'Active/Approved')!;
    const { body } = await post('/quote/request', { ...TRIP, company_metro_ids: [listing.id] });
    expect(body.error_message).toMatch(/is not taking quote requests right now/);
  });

  it('answers malformed JSON with a 400', async () => {
    const response = await fetch(new URL(apiUrl('/quote/request'), window.location.href), {
      method: 'POST',
      body: '{',
    });
    expect(response.status).toBe(400);
  });
});

describe('demo API: POST /users/register', () => {
  const NEW_USER = {
    email: 'Riley.Moreno@example.org',
    password: 'campfire88',
    first_name: 'Riley',
    last_name: 'Moreno',
    about: 'Band director.',
  };

  it('creates the user and its login, already logged in', async () => {
    const { body } = await post('/users/register', NEW_USER);
    const user = body.user as { api_token: string; user_id: number };
    expect(body.success).toBe(true);
    expect(user.api_token).toMatch(/^[0-9a-f]{32}$/);
    const account = getDb().accounts.find((row) => row.api_token === user.api_token);
    expect(account).toMatchObject({
      login_type: 'user',
      user_id: user.user_id,
      email: 'Riley.Moreno@example.org',
      password: 'campfire88',
    });
    expect(getDb().users.find((row) => row.user_id === user.user_id)).toMatchObject({
      first_name: 'Riley',
      last_name: 'Moreno',
      about: 'Band director.',
    });
  });

  it('refuses an email that already has an account, whatever its case', async () => {
    expect(
      (await post('/users/register', { ...NEW_USER, email: 'TRAVELLER@demo.test' })).body,
    ).toEqual({ success: false, error_message: DUPLICATE_EMAIL });
  });

  it.each([
    [{ password: 'short' }, 'Password must be at least 8 characters long.'],
    [{ email: 'riley' }, 'Please enter a valid email address.'],
    [{ first_name: '' }, 'First name is required.'],
    [{ last_name: undefined }, 'Last name is required.'],
  ])('refuses %o', async (change, message) => {
    expect((await post('/users/register', { ...NEW_USER, ...change })).body).toEqual({
      success: false,
      error_message: message,
    });
  });
});

describe('demo API: POST /users/quotes/{quoteNumber}/associate', () => {
  async function visitorQuote(): Promise<string> {
    return String((await post('/quote/request', TRIP)).body.quote_number);
  }

  it('gives a visitor quote to the user of the token', async () => {
    const quoteNumber = await visitorQuote();
    const auth = sessionFor('newtraveller@demo.test');
    const { body } = await post(
      `/users/quotes/${quoteNumber}/associate`,
      undefined,
      auth.apiToken!,
    );
    expect(body).toEqual({ success: true });
    expect(getDb().quotes.find((row) => row.quote_number === quoteNumber)?.user_id).toBe(
      auth.userId,
    );
  });

  it('needs a user token', async () => {
    const quoteNumber = await visitorQuote();
    expect((await post(`/users/quotes/${quoteNumber}/associate`)).status).toBe(401);
    const operator = sessionFor('operator@demo.test');
    expect(
      (await post(`/users/quotes/${quoteNumber}/associate`, undefined, operator.apiToken!)).status,
    ).toBe(401);
  });

  it("refuses an unknown quote and another user's quote", async () => {
    const auth = sessionFor('newtraveller@demo.test');
    expect(
      (await post('/users/quotes/Q-000000-0000/associate', undefined, auth.apiToken!)).body,
    ).toEqual({ success: false, error_message: 'We could not find quote Q-000000-0000.' });
    const theirs = getDb().quotes.find((row) => row.user_id === 1)!;
    expect(
      (await post(`/users/quotes/${theirs.quote_number}/associate`, undefined, auth.apiToken!))
        .body,
    ).toEqual({ success: false, error_message: 'This quote belongs to another account.' });
  });
});
