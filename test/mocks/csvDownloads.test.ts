import { getResponse } from 'msw';
import { handlers } from '@/mocks/handlers';
import { longApiUrl } from '@/mocks/http';
import { sessionFor } from '../utils/renderWithProviders';

/** The demo API's CSV downloads (admin tag, reports exports): who gets them, and what. */

const RANGE = 'start_date=2026-11-15&end_date=2026-11-22';

async function call(
  method: 'GET' | 'POST',
  path: string,
  { token, body }: { token?: string | null; body?: object } = {},
): Promise<Response> {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (token) headers.set('X-User-Token', token);
  const request = new Request(new URL(longApiUrl(path), location.origin), {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  const response = await getResponse(handlers, request);
  if (!response) throw new Error(`No handler for ${method} ${path}`);
  return response;
}

const tokenOf = (email: string) => sessionFor(email).apiToken ?? '';
const lines = async (response: Response) => (await response.text()).split('\r\n').filter(Boolean);

describe('GET /portal/reports/*', () => {
  it.each([
    [
      'metro_breakdown',
      'metro_breakdown.csv',
      'date,metro,state,position,company,status,monthly_cost,quotes,messages,clicks',
      5000,
    ],
    [
      'sales_push',
      'sales_push.csv',
      'company,contact_name,phone,email,metro,state,status,position,monthly_cost,date_listed,quotes,messages,clicks',
      1000,
    ],
    [
      'registered_users',
      'registered_users.csv',
      'first_name,last_name,email,company,account_type,registered_on',
      1000,
    ],
    [
      'uma_companies',
      'uma_companies.csv',
      'company,city,state,dot_number,contact_name,phone,email,website,date_joined,listings,quotes,clicks',
      100,
    ],
    [
      'metro_ranking_stats',
      'metro_ranking_stats_2026-11-15_2026-11-22.csv',
      'metro,state,position,company,status,monthly_cost,quotes,clicks,click_share_percent',
      1000,
    ],
  ])('%s gives an admin %s', async (report, fileName, header, atLeast) => {
    const response = await call('GET', `/portal/reports/${report}?${RANGE}`, {
      token: tokenOf('admin@demo.test'),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="${fileName}"`);
    const csv = await lines(response);
    expect(csv[0]).toBe(header);
    expect(csv.length).toBeGreaterThan(atLeast);
  });

  it('refuses without a token (401) and for another role (403)', async () => {
    const path = `/portal/reports/sales_push?${RANGE}`;
    expect((await call('GET', path)).status).toBe(401);
    expect((await call('GET', path, { token: 'made-up' })).status).toBe(401);
    for (const email of ['traveller@demo.test', 'operator@demo.test']) {
      const refused = await call('GET', path, { token: tokenOf(email) });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({
        success: false,
        error_message: 'These reports are for admin accounts only.',
      });
    }
  });

  it('refuses dates that are not a range', async () => {
    const response = await call(
      'GET',
      '/portal/reports/uma_companies?start_date=2026-11-22&end_date=2026-11-01',
      { token: tokenOf('admin@demo.test') },
    );
    expect(await response.json()).toEqual({
      success: false,
      error_message: 'The start date must be on or before the end date.',
    });
  });
});

describe('POST /subscribers/reports/export/*', () => {
  const body = (companyId: number | null) => ({
    company_id: companyId,
    start_date: '2026-05-01',
    end_date: '2026-11-22',
  });

  it.each([
    [
      'quotes',
      'quote_id,city,state,submitted_on,name,email,phone,name_of_group,number_of_people,destination_city,destination_state,departure_date,return_date,trip_type,delivered,delivered_date,additional_info',
    ],
    [
      'clicks',
      'city,state,number_of_quotes,messages,more_details,phone_clicks,contact_us,website_visits,facebook_clicks,twitter_clicks,instagram_clicks,youtube_clicks,total_activity',
    ],
  ])('%s: the operator’s CSV named by the dates', async (kind, header) => {
    const session = sessionFor('operator@demo.test');
    const response = await call('POST', `/subscribers/reports/export/${kind}`, {
      token: session.apiToken,
      body: body(session.companyId ?? null),
    });
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="2026-05-01_2026-11-22.csv"',
    );
    const csv = await lines(response);
    expect(csv[0]).toBe(header);
    expect(csv.length).toBeGreaterThan(2);
  });

  it('refuses another company’s export and a missing token', async () => {
    const session = sessionFor('operator@demo.test');
    const other = await call('POST', '/subscribers/reports/export/quotes', {
      token: session.apiToken,
      body: body((session.companyId ?? 0) + 1),
    });
    expect(await other.json()).toMatchObject({ success: false });
    const anonymous = await call('POST', '/subscribers/reports/export/clicks', {
      body: body(session.companyId ?? null),
    });
    expect(anonymous.status).toBe(401);
  });
});
