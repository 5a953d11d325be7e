import { metroById } from './queries';
import { hashString } from './random';
import type { CompanyMetroRow, DemoDb, MetroRow, QuoteRow, TrackingType } from './types';

/**
 * The operator's activity reports, read from the demo database: quote requests (quotes whose
 * cart names a listing of the company), messages (the company inbox) and clicks (tracking
 * events, which the search screen adds to as travellers click). One reading for the report and
 * for its CSV exports, so the screen and the files agree.
 */

/** A report's days, YYYY-MM-DD, both included. */
export interface ReportDays {
  start_date: string;
  end_date: string;
}

/** The contract's ReportPerMetro counters fed by tracking events (TrackingType). */
export const CLICK_COLUMNS: Readonly<Record<TrackingType, ClickColumn>> = {
  1: 'website_visits',
  3: 'youtube_clicks',
  4: 'facebook_clicks',
  5: 'twitter_clicks',
  6: 'more_details',
  9: 'phone_clicks',
  13: 'instagram_clicks',
  16: 'contact_us',
};

type ClickColumn =
  | 'more_details'
  | 'phone_clicks'
  | 'contact_us'
  | 'website_visits'
  | 'facebook_clicks'
  | 'twitter_clicks'
  | 'instagram_clicks'
  | 'youtube_clicks';

export type ReportPerMetro = {
  city: string;
  state: string;
  number_of_quotes: number;
  messages: number;
  total_activity: number;
} & Record<ClickColumn, number>;

/** Statuses of listings that were live at some time; others appear only with activity. */
const LIVE = ['Active/Approved', 'Inactive/Approved', 'Pending Removal', 'No Bus'];

/** The day of a stored timestamp (the demo stores UTC). */
const dayOf = (timestamp: string) => timestamp.slice(0, 10);
const within = (timestamp: string, days: ReportDays) => {
  const day = dayOf(timestamp);
  return day >= days.start_date && day <= days.end_date;
};

interface ReportListing {
  listing: CompanyMetroRow;
  metro: MetroRow;
}

function listingsOf(db: DemoDb, companyId: number): ReportListing[] {
  return db.company_metros
    .filter((listing) => listing.company_id === companyId)
    .flatMap((listing) => {
      const metro = metroById(db, listing.metro_id);
      return metro ? [{ listing, metro }] : [];
    })
    .sort(
      (a, b) =>
        a.metro.state.localeCompare(b.metro.state) || a.metro.city.localeCompare(b.metro.city),
    );
}

/** The quote requests of the range that name one of `listingIds`, each with that listing. */
function quotesIn(db: DemoDb, listingIds: ReadonlySet<number>, days: ReportDays) {
  return db.quotes.flatMap((quote) => {
    if (!within(quote.date_submitted, days)) return [];
    const listingId = quote.company_metro_ids.find((id) => listingIds.has(id));
    return listingId === undefined ? [] : [{ quote, listingId }];
  });
}

/** The tracking events of the company's listings in the range (the clicks export reads these). */
export function clicksIn(db: DemoDb, companyId: number, days: ReportDays) {
  const listings = listingsOf(db, companyId);
  const byId = new Map(listings.map((entry) => [entry.listing.id, entry]));
  return db.tracking_events.flatMap((event) => {
    const entry = byId.get(event.company_metro_id);
    return entry && within(event.created_at, days) ? [{ event, ...entry }] : [];
  });
}

/** Activity per metro of the range: every live listing, and any other with activity. */
export function activityPerMetro(
  db: DemoDb,
  companyId: number,
  days: ReportDays,
): ReportPerMetro[] {
  const listings = listingsOf(db, companyId);
  const ids = new Set(listings.map((entry) => entry.listing.id));
  const quotes = quotesIn(db, ids, days);
  const clicks = clicksIn(db, companyId, days);
  return listings.flatMap(({ listing, metro }) => {
    const row: ReportPerMetro = {
      city: metro.city,
      state: metro.state,
      number_of_quotes: quotes.filter((entry) => entry.listingId === listing.id).length,
      messages: db.company_messages.filter(
        (message) => message.company_metro_id === listing.id && within(message.create_date, days),
      ).length,
      more_details: 0,
      phone_clicks: 0,
      contact_us: 0,
      website_visits: 0,
      facebook_clicks: 0,
      twitter_clicks: 0,
      instagram_clicks: 0,
      youtube_clicks: 0,
      total_activity: 0,
    };
    for (const { event } of clicks) {
      if (event.company_metro_id === listing.id) row[CLICK_COLUMNS[event.tracking_type]] += 1;
    }
    row.total_activity = Object.entries(row).reduce(
      (sum, [key, value]) =>
        typeof value === 'number' && key !== 'total_activity' ? sum + value : sum,
      0,
    );
    return row.total_activity > 0 || LIVE.includes(listing.status) ? [row] : [];
  });
}

/** Whether the quote reached the operator: most did a minute or two later, one in ten did not. */
function delivery(quote: QuoteRow): { delivered: boolean; delivered_date: string | null } {
  const hash = hashString(quote.quote_number);
  if (hash % 10 === 0) return { delivered: false, delivered_date: null };
  const at = Date.parse(quote.date_submitted) + (60 + (hash % 120)) * 1000;
  return { delivered: true, delivered_date: new Date(at).toISOString() };
}

/** The quote requests of the range (the contract's ReportQuote), oldest first. */
export function reportQuotes(db: DemoDb, companyId: number, days: ReportDays) {
  const listings = listingsOf(db, companyId);
  const metroOf = new Map(listings.map((entry) => [entry.listing.id, entry.metro]));
  return quotesIn(db, new Set(metroOf.keys()), days).map(({ quote, listingId }) => {
    const metro = metroOf.get(listingId);
    return {
      quote_id: quote.itinerary_id,
      company_metro_id: listingId,
      city: metro?.city ?? quote.departure_city,
      state: metro?.state ?? quote.departure_state,
      submitted_on: quote.date_submitted,
      name: `${quote.basic_first_name} ${quote.basic_last_name}`.trim(),
      email: quote.basic_email,
      phone: quote.basic_phone,
      name_of_group: quote.basic_name_of_group,
      number_of_people: quote.number_of_people,
      destination_city: quote.destination_city,
      destination_state: quote.destination_state,
      departure_date: quote.departure_date,
      return_date: quote.return_date,
      trip_type: db.trip_types.find((type) => type.id === quote.trip_type)?.name ?? '',
      ...delivery(quote),
      additional_info: quote.notes,
    };
  });
}
