import axios, { type AxiosResponse } from 'axios';
import { getDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { sessionFor } from '../../utils/renderWithProviders';

/** The demo API as a contract-faithful server: raw snake_case calls, no app code in between. */
const client = axios.create({ baseURL: `${window.location.origin}`, validateStatus: () => true });

/** What these tests read of the answers (snake_case, as on the wire). */
interface Answer {
  success: boolean;
  error_message?: string;
  quotes?: {
    itinerary_id: number;
    date_submitted: string;
    departure_city: string;
    companies: { company_id: number; url_slug: string }[];
  }[];
  messages?: { body: string }[];
  companies?: { id: number; name: string }[];
  company?: { metros: { city: string }[] };
  user?: Record<string, unknown>;
}

function callAs(email: string | null) {
  const headers = email ? { 'X-User-Token': sessionFor(email).apiToken ?? '' } : {};
  return {
    get: (path: string, params?: Record<string, string>): Promise<AxiosResponse<Answer>> =>
      client.get<Answer>(apiUrl(path), { headers, params }),
    post: (path: string, body?: unknown): Promise<AxiosResponse<Answer>> =>
      client.post<Answer>(apiUrl(path), body, { headers }),
  };
}

const TRAVELLER = 'traveller@demo.test';

describe('users demo API', () => {
  it.each([
    ['get', '/users/profile'],
    ['post', '/users/profile'],
    ['post', '/users/change_password'],
    ['post', '/users/photo/add'],
    ['post', '/users/photo/replace'],
    ['get', '/users/quotes'],
    ['get', '/users/messages'],
    ['post', '/users/messages/send'],
    ['get', '/review/write/1'],
  ] as const)('answers %s %s with 401 without a valid token', async (method, path) => {
    const anonymous = callAs(null);
    const response = await (method === 'get' ? anonymous.get(path) : anonymous.post(path, {}));
    expect(response.status).toBe(401);
    expect(response.data).toMatchObject({ success: false });
  });

  it('refuses a subscriber token on the user calls', async () => {
    const response = await callAs('operator@demo.test').get('/users/profile');
    expect(response.status).toBe(401);
  });

  it('gives the demo traveller ten quotes, newest first, with their companies', async () => {
    const { data } = await callAs(TRAVELLER).get('/users/quotes');
    expect(data.success).toBe(true);
    const quotes = data.quotes ?? [];
    expect(quotes).toHaveLength(10);
    const dates = quotes.map((q) => q.date_submitted);
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = quotes[0];
    expect(typeof first?.itinerary_id).toBe('number');
    expect(first?.departure_city).toBe('Dallas');
    expect(first?.companies.length).toBeGreaterThan(0);
    for (const company of first?.companies ?? []) {
      expect(typeof company.company_id).toBe('number');
      expect(company.url_slug).not.toBe('');
    }
  });

  it('gives the demo traveller eight messages and a new traveller none', async () => {
    expect((await callAs(TRAVELLER).get('/users/messages')).data.messages).toHaveLength(8);
    expect((await callAs('newtraveller@demo.test').get('/users/messages')).data).toEqual({
      success: true,
      messages: [],
    });
  });

  it('finds companies by part of their name, then their live metros', async () => {
    const api = callAs(TRAVELLER);
    const found = await api.get('/review/write/companies', { company_name: 'lone star' });
    const lonestar = found.data.companies?.find((c) => c.name === 'Lone Star Charter Coaches');
    expect(lonestar).toEqual({
      id: expect.any(Number) as number,
      name: 'Lone Star Charter Coaches',
    });
    const company = await api.get(`/review/write/${lonestar?.id}`);
    expect((company.data.company?.metros ?? []).map((m) => m.city).sort()).toEqual([
      'Dallas',
      'Fort Worth',
    ]);
    expect((await api.get('/review/write/companies', { company_name: ' ' })).data.success).toBe(
      false,
    );
  });

  it('writes a sent message to the user and to the company inbox', async () => {
    const api = callAs(TRAVELLER);
    const listing = getDb().company_metros.find((l) => l.status === 'Active/Approved');
    if (!listing) throw new Error('no listing');
    const before = getDb().company_messages.length;
    const response = await api.post('/users/messages/send', {
      message: 'Do you have a coach with a wheelchair lift?',
      company_metro_id: listing.id,
      email: 'dana@example.org',
      name: 'Dana Whitfield',
      subject: 'I have a question',
    });
    expect(response.data).toEqual({ success: true });
    const inbox = getDb().company_messages;
    expect(inbox).toHaveLength(before + 1);
    const copy = inbox[inbox.length - 1];
    expect(copy).toMatchObject({
      company_metro_id: listing.id,
      is_new: true,
      sender_email: 'dana@example.org',
    });
    const sent = (await api.get('/users/messages')).data.messages ?? [];
    expect(sent).toHaveLength(9);
    expect(sent[0]).toMatchObject({ body: 'Do you have a coach with a wheelchair lift?' });
  });

  it('refuses a message without a known subject or text', async () => {
    const api = callAs(TRAVELLER);
    const listing = getDb().company_metros.find((l) => l.status === 'Active/Approved');
    const bad = await api.post('/users/messages/send', {
      message: 'Hi',
      company_metro_id: listing?.id,
      subject: 'Hello',
    });
    expect(bad.data.success).toBe(false);
    const empty = await api.post('/users/messages/send', {
      message: '  ',
      company_metro_id: listing?.id,
      subject: 'Please contact me',
    });
    expect(empty.data.success).toBe(false);
  });

  it('changes the password only with the current one', async () => {
    const api = callAs(TRAVELLER);
    const wrong = await api.post('/users/change_password', {
      current_password: 'nope',
      new_password: 'trailhead2025',
    });
    expect(wrong.data).toEqual({
      success: false,
      error_message: 'Your current password is incorrect.',
    });
    const short = await api.post('/users/change_password', {
      current_password: 'Travel2026!',
      new_password: 'short',
    });
    expect(short.data.success).toBe(false);
    const ok = await api.post('/users/change_password', {
      current_password: 'Travel2026!',
      new_password: 'trailhead2025',
    });
    expect(ok.data).toEqual({ success: true });
    const login = await client.post<Answer>(apiUrl('/login'), {
      email: TRAVELLER,
      password: 'trailhead2025',
    });
    expect(login.data.success).toBe(true);
  });

  it('adds a first photo, then replaces it, and refuses what is not a JPEG', async () => {
    const api = callAs(TRAVELLER);
    expect(
      (
        await api.post('/users/photo/replace', {
          extension: 'jpeg',
          file_name: 'x.jpeg',
          photo: '/9j/AA==',
        })
      ).data.success,
    ).toBe(false);
    expect(
      (
        await api.post('/users/photo/add', {
          extension: 'png',
          file_name: 'x.png',
          photo: 'iVBORw==',
        })
      ).data.success,
    ).toBe(false);
    const added = await api.post('/users/photo/add', {
      extension: 'jpeg',
      file_name: 'me.jpeg',
      photo: '/9j/AAAA',
    });
    expect(added.data).toEqual({ success: true });
    const profile = (await api.get('/users/profile')).data.user ?? {};
    expect(profile.photo_url).toBe('data:image/jpeg;base64,/9j/AAAA');
    const replaced = await api.post('/users/photo/replace', {
      extension: 'jpeg',
      file_name: profile.photo_filename,
      photo: '/9j/BBBB',
    });
    expect(replaced.data).toEqual({ success: true });
    const after = (await api.get('/users/profile')).data.user;
    expect(after).toMatchObject({
      photo_filename: profile.photo_filename,
      photo_url: 'data:image/jpeg;base64,/9j/BBBB',
    });
  });

  it('updates the profile and needs both names', async () => {
    const api = callAs(TRAVELLER);
    const missing = await api.post('/users/profile', { first_name: ' ', last_name: 'W' });
    expect(missing.data.success).toBe(false);
    await api.post('/users/profile', {
      first_name: 'Dani',
      last_name: 'Whit',
      about: 'Troop leader',
      company: 'Troop 9',
    });
    expect((await api.get('/users/profile')).data.user).toMatchObject({
      first_name: 'Dani',
      last_name: 'Whit',
      about: 'Troop leader',
      company: 'Troop 9',
      email: TRAVELLER,
    });
  });
});
