import { toCsv, type CsvValue } from '../csv';
import { createRng, hashString } from './random';
import { activityPerMetro, reportQuotes, type ReportDays } from './reports';
import { addDays, daysBetween } from './seed/dates';
import { FIRST_NAMES, LAST_NAMES } from './seed/names';
import type { CompanyMetroRow, DemoDb } from './types';

/**
 * The CSV files of the long-running API, built from the demo data: the operator's two exports
 * (quotes, clicks) and the admin's five reports. Days are the UTC calendar days of the stored
 * timestamps. Columns are the contract's examples, widened where the data has more to say.
 */

export interface DayRange {
  start: string;
  end: string;
}

/** The longest range the demo builds a file for (a year of per-day lines is ~30 MB). */
const MAX_RANGE_DAYS = 366;

function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  // 2026-02-30 parses (as March 2): only a day that comes back as written is one.
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(value);
}

/** start_date and end_date as sent, checked: the range, or the refusal's text. */
export function readRange(start: unknown, end: unknown): DayRange | string {
  if (!isDay(start) || !isDay(end)) return 'Please give start_date and end_date as YYYY-MM-DD.';
  if (start > end) return 'The start date must be on or before the end date.';
  if (daysBetween(start, end) >= MAX_RANGE_DAYS)
    return `The date range can be at most ${MAX_RANGE_DAYS} days.`;
  return { start, end };
}

const day = (timestamp: string): string => timestamp.slice(0, 10);
const inRange = (d: string, { start, end }: DayRange): boolean => d >= start && d <= end;

/** Every day of the range, oldest first. */
function daysOf(range: DayRange): string[] {
  return Array.from({ length: daysBetween(range.start, range.end) + 1 }, (_, i) =>
    addDays(range.start, i),
  );
}

interface Counts {
  quotes: number;
  messages: number;
  clicks: number;
}

const emptyCounts = (): Counts => ({ quotes: 0, messages: 0, clicks: 0 });

/** Quotes, messages and clicks per listing (key `id`) or per listing and day (`id day`). */
function countActivity(db: DemoDb, range: DayRange, byDay: boolean): Map<string, Counts> {
  const counts = new Map<string, Counts>();
  const at = (listingId: number, d: string): Counts => {
    const key = byDay ? `${listingId} ${d}` : String(listingId);
    let entry = counts.get(key);
    if (!entry) counts.set(key, (entry = emptyCounts()));
    return entry;
  };
  for (const quote of db.quotes) {
    const d = day(quote.date_submitted);
    if (inRange(d, range)) for (const id of quote.company_metro_ids) at(id, d).quotes += 1;
  }
  for (const message of db.company_messages) {
    const d = day(message.create_date);
    if (inRange(d, range)) at(message.company_metro_id, d).messages += 1;
  }
  for (const event of db.tracking_events) {
    const d = day(event.created_at);
    if (inRange(d, range)) at(event.company_metro_id, d).clicks += 1;
  }
  return counts;
}

interface ListingInfo {
  listing: CompanyMetroRow;
  company: string;
  metro: string;
  state: string;
}

/** Every listing with its company and metro names, by metro, then position. */
function listingInfos(db: DemoDb): ListingInfo[] {
  const companies = new Map(db.companies.map((c) => [c.id, c]));
  const metros = new Map(db.metros.map((m) => [m.id, m]));
  return db.company_metros
    .map((listing) => {
      const company = companies.get(listing.company_id);
      const metro = metros.get(listing.metro_id);
      return {
        listing,
        company: listing.alias ?? company?.name ?? '',
        metro: metro?.city ?? '',
        state: metro?.state ?? '',
      };
    })
    .sort(
      (a, b) =>
        a.state.localeCompare(b.state) ||
        a.metro.localeCompare(b.metro) ||
        a.listing.position - b.listing.position,
    );
}

const money = (dollars: number): string => dollars.toFixed(2);

/** The columns both metro reports give a listing: where, its rank, whose, its cost, its quotes. */
const LISTING_COLUMNS = [
  'metro',
  'state',
  'position',
  'company',
  'status',
  'monthly_cost',
  'quotes',
];

function listingCells({ listing, company, metro, state }: ListingInfo, c: Counts): CsvValue[] {
  return [
    metro,
    state,
    listing.position,
    company,
    listing.status,
    money(listing.monthly_cost),
    c.quotes,
  ];
}

// --- The operator's exports (POST /subscribers/reports/export/quotes and /clicks) -----------
// The same rows as the report screen (reports.ts), so the files and the screen agree.

const QUOTE_COLUMNS = [
  'quote_id',
  'city',
  'state',
  'submitted_on',
  'name',
  'email',
  'phone',
  'name_of_group',
  'number_of_people',
  'destination_city',
  'destination_state',
  'departure_date',
  'return_date',
  'trip_type',
  'delivered',
  'delivered_date',
  'additional_info',
] as const;

/** One line per quote request to one of the company's listings, oldest first. */
export function quotesCsv(db: DemoDb, companyId: number, days: ReportDays): string {
  const rows = reportQuotes(db, companyId, days).map((quote) =>
    QUOTE_COLUMNS.map((column) =>
      column === 'submitted_on' ? day(quote.submitted_on) : quote[column],
    ),
  );
  return toCsv(QUOTE_COLUMNS, rows);
}

const ACTIVITY_COLUMNS = [
  'city',
  'state',
  'number_of_quotes',
  'messages',
  'more_details',
  'phone_clicks',
  'contact_us',
  'website_visits',
  'facebook_clicks',
  'twitter_clicks',
  'instagram_clicks',
  'youtube_clicks',
  'total_activity',
] as const;

/** The activity table per metro, as the report screen shows it. */
export function clicksCsv(db: DemoDb, companyId: number, days: ReportDays): string {
  const rows = activityPerMetro(db, companyId, days).map((row) =>
    ACTIVITY_COLUMNS.map((column) => row[column]),
  );
  return toCsv(ACTIVITY_COLUMNS, rows);
}

// --- The admin's reports (GET /portal/reports/*) ---------------------------------------------

/** Per listing and day: what each listing brought, day by day (thousands of lines a week). */
export function metroBreakdownCsv(db: DemoDb, range: DayRange): string {
  const counts = countActivity(db, range, true);
  const infos = listingInfos(db);
  const rows: CsvValue[][] = [];
  for (const d of daysOf(range)) {
    for (const info of infos) {
      if (info.listing.date_listed > d) continue;
      const c = counts.get(`${info.listing.id} ${d}`) ?? emptyCounts();
      rows.push([d, ...listingCells(info, c), c.messages, c.clicks]);
    }
  }
  return toCsv(['date', ...LISTING_COLUMNS, 'messages', 'clicks'], rows);
}

/** Every listing with its company's contact and what it brought in the range: a call list. */
export function salesPushCsv(db: DemoDb, range: DayRange): string {
  const counts = countActivity(db, range, false);
  const companies = new Map(db.companies.map((c) => [c.id, c]));
  const rows = listingInfos(db)
    .map((info) => ({ info, company: companies.get(info.listing.company_id) }))
    .sort((a, b) => (a.company?.name ?? '').localeCompare(b.company?.name ?? ''))
    .map(({ info: { listing, metro, state }, company }) => {
      const c = counts.get(String(listing.id)) ?? emptyCounts();
      return [
        company?.name,
        company?.contact_name,
        company?.contact_phone,
        company?.contact_email,
        metro,
        state,
        listing.status,
        listing.position,
        money(listing.monthly_cost),
        listing.date_listed,
        c.quotes,
        c.messages,
        c.clicks,
      ];
    });
  return toCsv(
    [
      'company',
      'contact_name',
      'phone',
      'email',
      'metro',
      'state',
      'status',
      'position',
      'monthly_cost',
      'date_listed',
      'quotes',
      'messages',
      'clicks',
    ],
    rows,
  );
}

/**
 * The demo's accounts that registered in the range, then the day's other sign-ups: the demo
 * has only a few dozen accounts, so each day adds 150-249 travellers drawn from the seed's
 * names (the same ones for the same day on every run).
 */
export function registeredUsersCsv(db: DemoDb, range: DayRange): string {
  const rows: CsvValue[][] = db.accounts
    .filter((account) => inRange(day(account.created_at), range))
    .map((account) => {
      const company = db.companies.find((c) => c.id === account.company_id)?.name;
      const user = db.users.find((u) => u.user_id === account.user_id);
      return [
        account.first_name,
        account.last_name,
        account.email,
        company ?? user?.company ?? '',
        account.login_type === 'subscriber'
          ? 'operator'
          : account.login_type === 'user'
            ? 'traveller'
            : 'admin',
        day(account.created_at),
      ];
    });
  for (const d of daysOf(range)) {
    const rng = createRng(hashString(`registered-users ${d}`));
    const count = rng.int(150, 249);
    for (let i = 0; i < count; i += 1) {
      const first = rng.pick(FIRST_NAMES);
      const last = rng.pick(LAST_NAMES);
      const email = `${first}.${last}.${d.replaceAll('-', '')}${i}@example.com`.toLowerCase();
      rows.push([first, last, email, rng.chance(0.3) ? `${last} Family` : '', 'traveller', d]);
    }
  }
  rows.sort((a, b) => String(a[5]).localeCompare(String(b[5])));
  return toCsv(
    ['first_name', 'last_name', 'email', 'company', 'account_type', 'registered_on'],
    rows,
  );
}

/** The United Motorcoach Association members, with their listings and activity in the range. */
export function umaCompaniesCsv(db: DemoDb, range: DayRange): string {
  const counts = countActivity(db, range, false);
  const rows = db.companies
    .filter((company) => company.is_uma_member)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((company) => {
      const listings = db.company_metros.filter((l) => l.company_id === company.id);
      const totals = listings.reduce(
        (sum, l) => {
          const c = counts.get(String(l.id)) ?? emptyCounts();
          return { quotes: sum.quotes + c.quotes, clicks: sum.clicks + c.clicks };
        },
        { quotes: 0, clicks: 0 },
      );
      return [
        company.name,
        company.city,
        company.state,
        company.us_dot_number,
        company.contact_name,
        company.contact_phone,
        company.contact_email,
        company.website,
        company.date_joined,
        listings.length,
        totals.quotes,
        totals.clicks,
      ];
    });
  return toCsv(
    [
      'company',
      'city',
      'state',
      'dot_number',
      'contact_name',
      'phone',
      'email',
      'website',
      'date_joined',
      'listings',
      'quotes',
      'clicks',
    ],
    rows,
  );
}

/** Each metro's ranking: position, company, cost, and its share of the metro's clicks. */
export function metroRankingStatsCsv(db: DemoDb, range: DayRange): string {
  const counts = countActivity(db, range, false);
  const infos = listingInfos(db);
  const metroClicks = new Map<string, number>();
  for (const { listing, metro, state } of infos) {
    const key = `${metro}, ${state}`;
    const c = counts.get(String(listing.id));
    metroClicks.set(key, (metroClicks.get(key) ?? 0) + (c?.clicks ?? 0));
  }
  const rows = infos.map((info) => {
    const c = counts.get(String(info.listing.id)) ?? emptyCounts();
    const all = metroClicks.get(`${info.metro}, ${info.state}`) ?? 0;
    const share = all === 0 ? '0.0' : ((c.clicks / all) * 100).toFixed(1);
    return [...listingCells(info, c), c.clicks, share];
  });
  return toCsv([...LISTING_COLUMNS, 'clicks', 'click_share_percent'], rows);
}
