import { demoNow, demoToday } from '../clock';
import { formatMoney } from './pricing';
import { metroById, metroName } from './queries';
import { distanceMiles } from './seed/geo';
import { nextId } from './store';
import type { CompanyMetroRow, DemoDb, ListingStatus, MetroRow } from './types';

/**
 * Metro listings as the contract's listings tag answers them (snake_case, literal values), and
 * the add-metro search over the seeded metros. The setup wizard's step 3 answers the same shapes.
 */

/** Listings that hold a numbered place in their metro (the seed ranks these). */
const POSITIONED: readonly ListingStatus[] = [
  'Active/Approved',
  'Inactive/Approved',
  'Pending Removal',
];
/** Listings the next charge leaves out. */
const NOT_BILLED: readonly ListingStatus[] = ['Not Approved'];

export const CYCLES = { 1: 'Monthly', 2: 'Quarterly', 3: 'Six Months', 4: 'Annual' } as const;
/**
 * Prepay discount in percent per payment option: half a month free on a quarter, one month on
 * six, two on a year (the published prepay terms of the product this one follows).
 */
export const PREPAY_DISCOUNT = { 1: 0, 2: 16.67, 3: 16.67, 4: 16.67 } as const;

const round = (amount: number): number => Math.round(amount * 100) / 100;
const sum = (amounts: number[]): number =>
  Math.round(amounts.reduce((total, amount) => total + Math.round(amount * 100), 0)) / 100;
const pad = (n: number): string => String(n).padStart(2, '0');
const isoDay = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Today's share of a month's price, from today to the month's end (the prorated billing). */
export function prorate(monthly: number, today: Date = demoNow()): number {
  const days = new Date(today.getFullYear(), today.getMonth() + 1, 0).getDate();
  const left = days - today.getDate() + 1;
  return Math.round((monthly * left * 100) / days) / 100;
}

function positionedIn(db: DemoDb, metroId: number): CompanyMetroRow[] {
  return db.company_metros.filter(
    (row) => row.metro_id === metroId && POSITIONED.includes(row.status) && row.position > 0,
  );
}

/** The place a new listing would take in this metro: last, as n/total. */
export function newPositionIn(db: DemoDb, metroId: number): string {
  const next = positionedIn(db, metroId).length + 1;
  return `${next}/${next}`;
}

/** The next free rank of a metro (a paid listing joins at the end). */
export function nextRankIn(db: DemoDb, metroId: number): number {
  return positionedIn(db, metroId).reduce((max, row) => Math.max(max, row.position), 0) + 1;
}

function positionOf(db: DemoDb, row: CompanyMetroRow): string {
  if (!POSITIONED.includes(row.status) || row.position <= 0) return '--';
  return `${row.position}/${positionedIn(db, row.metro_id).length}`;
}

function billingOf(db: DemoDb, companyId: number) {
  const profile = db.billing_profiles.find((row) => row.company_id === companyId);
  const option = profile?.payment_option ?? 1;
  const today = demoNow();
  return {
    cycle: CYCLES[option],
    discount: PREPAY_DISCOUNT[option],
    today: isoDay(today),
    next:
      profile?.next_recurring_date ??
      isoDay(new Date(today.getFullYear(), today.getMonth() + 1, 1)),
  };
}

/** One MetroListingRow. */
function listingRow(db: DemoDb, row: CompanyMetroRow, cycle: string) {
  const metro = metroById(db, row.metro_id);
  return {
    company_metro_id: row.id,
    metro_id: row.metro_id,
    metro_name: metro ? metroName(metro) : 'Unknown metro',
    city: metro?.city ?? '',
    state: metro?.state ?? '',
    position: positionOf(db, row),
    cost: formatMoney(row.monthly_cost),
    cost_value: row.monthly_cost,
    cost_cycle: cycle,
    pay_total: prorate(row.monthly_cost),
    status: row.status,
  };
}

/** The ListingsResponse body (without `success`) for these rows of a company. */
export function listingsAnswer(db: DemoDb, companyId: number, rows: CompanyMetroRow[]) {
  const billing = billingOf(db, companyId);
  const company = db.companies.find((row) => row.id === companyId);
  const listings = rows.map((row) => listingRow(db, row, billing.cycle));
  const billed = listings.filter((row) => !NOT_BILLED.includes(row.status));
  const metroCosts = sum(billed.map((row) => row.cost_value));
  const prorated = sum(billed.map((row) => row.pay_total));
  const keep = (amount: number) => round((amount * (100 - billing.discount)) / 100);
  return {
    listings,
    totals: {
      metros: listings.length,
      metro_costs: metroCosts,
      listing_fee: 0,
      total_fees: metroCosts,
    },
    company_approved: company?.approved ?? false,
    payments_available: db.cards.some((card) => card.company_id === companyId),
    today: billing.today,
    next_recurring_date: billing.next,
    discount_rate: billing.discount,
    prorated_total_amount: prorated,
    prorated_billing_amount: keep(prorated),
    total_billing_amount: keep(metroCosts),
  };
}

/** RecommendedMetro: a metro with its base rate and the place a new listing would take. */
export function metroOption(db: DemoDb, metro: MetroRow) {
  return {
    id: metro.id,
    city: metro.city,
    state: metro.state,
    base_rate: metro.base_rate,
    position: newPositionIn(db, metro.id),
  };
}

const distance = (a: MetroRow, b: MetroRow): number =>
  distanceMiles(a.latitude, a.longitude, b.latitude, b.longitude);

/** Metros within `miles` of `center` (itself included), nearest first. */
export function metrosWithin(db: DemoDb, center: MetroRow, miles: number): MetroRow[] {
  return db.metros
    .map((metro) => ({ metro, miles: distance(center, metro) }))
    .filter((entry) => entry.miles <= miles)
    .sort((a, b) => a.miles - b.miles)
    .map((entry) => entry.metro);
}

/** The nearest metros a company does not list yet, from its home city. */
export function recommendedFor(db: DemoDb, companyId: number, count = 5): MetroRow[] {
  const company = db.companies.find((row) => row.id === companyId);
  const listed = new Set(
    db.company_metros.filter((row) => row.company_id === companyId).map((row) => row.metro_id),
  );
  const home =
    db.metros.find((metro) => metro.city === company?.city && metro.state === company.state) ??
    db.metros[0];
  if (!home) return [];
  return metrosWithin(db, home, Number.POSITIVE_INFINITY)
    .filter((metro) => !listed.has(metro.id))
    .slice(0, count);
}

/**
 * Cities of the typeahead: the demo's cities are its metros' cities, so a city's id is its
 * metro's id. Matches a name, or any word of it, starting with the term.
 */
export function citiesMatching(db: DemoDb, term: string, limit = 10) {
  const wanted = term.trim().toLowerCase();
  return db.metros
    .map((metro) => ({ id: metro.id, name: metroName(metro) }))
    .filter((city) => {
      const name = city.name.toLowerCase();
      return (
        name.startsWith(wanted) || name.split(/[\s,.]+/).some((word) => word.startsWith(wanted))
      );
    })
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, limit);
}

/**
 * A paid listing joins its metro at the end, at the rate it was requested at; a listing bid up in
 * the setup wizard (step 4) takes the place it bid for, and those from there down move one.
 */
export function approvePaid(db: DemoDb, row: CompanyMetroRow): void {
  const end = nextRankIn(db, row.metro_id);
  const asked = Math.min(row.pending_bid?.new_position ?? end, end);
  for (const other of positionedIn(db, row.metro_id)) {
    if (other.id !== row.id && other.position >= asked) other.position += 1;
  }
  row.position = asked;
  row.status = 'Active/Approved';
}

/**
 * A requested listing (the account area's Add New Metro, the wizard's Add Metro): Pending
 * Approval, no place yet. The company's (default) fleet is offered on it too; rows only some
 * listing shows are not the company's fleet (mocks/db/fleetRows.ts). Returns its id.
 */
export function addListing(
  data: DemoDb,
  listing: Pick<CompanyMetroRow, 'company_id' | 'metro_id' | 'monthly_cost' | 'contact'>,
): number {
  const id = nextId('company_metros');
  data.company_metros.push({
    ...listing,
    id,
    position: 0,
    status: 'Pending Approval',
    alias: null,
    additional_emails: [],
    pending_bid: null,
    date_listed: demoToday(),
  });
  for (const bus of data.buses) {
    if (bus.company_id === listing.company_id && bus.in_company_fleet)
      bus.company_metro_ids.push(id);
  }
  return id;
}
