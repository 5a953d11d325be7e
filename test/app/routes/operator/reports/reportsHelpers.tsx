import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { TEST_CLOCK } from '../../../../seedClock';
import { renderAsOperator } from '../helpers';

export const REPORTS_PATH = '/subscribers/reports';
export const REPORT_URL = apiUrl('/subscribers/reports/');

/**
 * Today as the demo's seed knows it: the page opens on the last week through today, and the seed
 * is dated from TEST_CLOCK, so on the wall clock the week would empty as the days pass (the tests
 * failed from 2026-11-29 on). Only Date is faked: timers, and so every wait, stay real.
 */
export function pinTodayToTheSeed() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(TEST_CLOCK));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** The reports page, once the first report (last week, on the demo API) is on screen. */
export async function openReports() {
  const rendered = renderAsOperator(REPORTS_PATH);
  await screen.findByRole('table', { name: 'Activity per metro' });
  return rendered;
}

/** Every report body the page sends, read without answering (the demo API still answers). */
export function recordReportBodies(): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(REPORT_URL, async ({ request }) => {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
    }),
  );
  return bodies;
}

/** A control of the range form by its label (the required star aside). */
export const dateField = (label: 'Start Date' | 'End Date') =>
  within(screen.getByRole('form', { name: 'Report dates' })).getByLabelText(
    new RegExp(`${label}$`),
  );

/** Types a range into the form and asks for it. */
export async function askFor(user: UserEvent, startDate: string, endDate: string) {
  await user.clear(dateField('Start Date'));
  if (startDate) await user.type(dateField('Start Date'), startDate);
  await user.clear(dateField('End Date'));
  if (endDate) await user.type(dateField('End Date'), endDate);
  await user.click(screen.getByRole('button', { name: 'Show Report' }));
}

const counts = (quotes: number, clicks: number) => ({
  number_of_quotes: quotes,
  messages: 1,
  more_details: clicks,
  phone_clicks: 2,
  contact_us: 0,
  website_visits: 3,
  facebook_clicks: 1,
  twitter_clicks: 0,
  instagram_clicks: 0,
  youtube_clicks: 1,
  total_activity: quotes + 1 + clicks + 2 + 3 + 1 + 1,
});

const quote = (id: number, city: string, day: string, overrides: Record<string, unknown> = {}) => ({
  quote_id: id,
  company_metro_id: city === 'Dallas' ? 11 : 12,
  city,
  state: 'TX',
  submitted_on: `${day}T15:21:09Z`,
  name: `Traveller ${id}`,
  email: `traveller${id}@example.org`,
  phone: '2145550199',
  name_of_group: `Group ${id}`,
  number_of_people: 40 + id,
  destination_city: 'San Antonio',
  destination_state: 'TX',
  departure_date: '2026-12-14',
  return_date: '2026-12-15',
  trip_type: 'Round Trip',
  delivered: true,
  delivered_date: `${day}T15:22:00Z`,
  additional_info: '',
  ...overrides,
});

/** A report of November 2026: Dallas with four quote requests, Fort Worth and Waco with none. */
export const NOVEMBER_REPORT = {
  success: true,
  activity: [
    { city: 'Dallas', state: 'TX', ...counts(4, 20) },
    { city: 'Fort Worth', state: 'TX', ...counts(0, 5) },
    { city: 'Waco', state: 'TX', ...counts(0, 0) },
  ],
  quotes: [
    quote(1, 'Dallas', '2026-11-03'),
    quote(2, 'Dallas', '2026-11-18', { delivered: false, delivered_date: null }),
    quote(3, 'Dallas', '2026-11-18', { return_date: '2026-12-14', trip_type: 'One Way' }),
    quote(4, 'Dallas', '2026-11-09'),
  ],
};

/** Answers every report with `body`. */
export function answerReports(body: Record<string, unknown>) {
  server.use(http.post(REPORT_URL, () => HttpResponse.json(body)));
}

/** The cells of a table row, by the row's first cell. */
export function rowCells(tableName: string, first: string): string[] {
  const table = screen.getByRole('table', { name: tableName });
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryAllByRole('cell')[0]?.textContent === first);
  if (!row) throw new Error(`No row ${first} in ${tableName}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}
