import { demoToday } from '../clock';
import { createRng } from './random';
import { buildActivity } from './seed/activity';
import { buildBilling } from './seed/billing';
import { seedPendingBids } from './seed/bids';
import {
  AMENITIES,
  ASSOCIATIONS,
  BUS_TYPES,
  BUSINESS_HIGHLIGHT_TYPES,
  CHARTER_SERVICE_TYPES,
  TRIP_TYPES,
} from './seed/catalogue';
import { buildCompanies } from './seed/companies';
import { withSeedDay } from './seed/dates';
import { ADDED_METRO_CITIES, buildGeo } from './seed/geo';
import { buildPeople, DEMO_TRAVELLER_USER_ID } from './seed/people';
import type { DemoDb } from './types';

/**
 * Bump whenever the generated data changes shape or content: the version is part of the
 * localStorage key, so browsers holding changes made against an older seed start fresh instead of
 * replaying them onto different rows.
 */
export const SEED_VERSION = 7;

/** Master seed of the PRNG. */
export const SEED = 20261122;

/**
 * Builds the whole demo database for `today` (the demo clock's day by default). Deterministic:
 * same code and day, same bytes; another day gives the same rows with dates moved along.
 */
export function createSeed(today: string = demoToday()): DemoDb {
  return withSeedDay(today, build);
}

function build(): DemoDb {
  const rng = createRng(SEED);
  const geo = buildGeo(rng.fork('geo'));
  const companyTables = buildCompanies(rng.fork('companies'), geo);
  const { demoCompanyIds } = companyTables;
  seedPendingBids(companyTables.company_metros, geo.metros, demoCompanyIds.operator);
  const people = buildPeople(rng.fork('people'), companyTables.companies, demoCompanyIds);
  // The history predates the metros added later (ADDED_METRO_CITIES): drawn from the listings
  // of the others only, it stays what it was when a metro is added.
  const addedMetroIds = new Set(
    geo.metros.filter((metro) => ADDED_METRO_CITIES.includes(metro.city)).map((m) => m.id),
  );
  const activity = buildActivity(rng.fork('activity'), {
    companies: companyTables.companies,
    listings: companyTables.company_metros.filter((row) => !addedMetroIds.has(row.metro_id)),
    metros: geo.metros,
    users: people.users,
    demoCompanyIds,
    demoTravellerId: DEMO_TRAVELLER_USER_ID,
  });
  const billing = buildBilling(rng.fork('billing'), {
    companies: companyTables.companies,
    listings: companyTables.company_metros,
    metros: geo.metros,
    demoCompanyIds,
  });

  // The demo traveller wrote one of the demo operator's answered reviews.
  const danaReview = companyTables.reviews
    .filter((r) => r.company_id === demoCompanyIds.operator && r.operator_response !== null)
    .sort((a, b) => a.published_on.localeCompare(b.published_on))[0];
  if (danaReview) {
    danaReview.user_id = DEMO_TRAVELLER_USER_ID;
    danaReview.name = 'Dana W.';
  }

  return {
    metros: geo.metros,
    zips: geo.zips,
    trip_types: TRIP_TYPES.map((t) => ({ ...t })),
    bus_types: BUS_TYPES.map((t) => ({ ...t, amenity_ids: [...t.amenity_ids] })),
    amenities: AMENITIES.map((a) => ({ ...a })),
    associations: ASSOCIATIONS.map((a) => ({ ...a })),
    business_highlight_types: BUSINESS_HIGHLIGHT_TYPES.map((t) => ({ ...t })),
    charter_service_types: CHARTER_SERVICE_TYPES.map((t) => ({ ...t })),
    companies: companyTables.companies,
    company_metros: companyTables.company_metros,
    buses: companyTables.buses,
    reviews: companyTables.reviews,
    users: people.users,
    accounts: people.accounts,
    quotes: activity.quotes,
    user_messages: activity.user_messages,
    company_messages: activity.company_messages,
    message_replies: activity.message_replies,
    tracking_events: activity.tracking_events,
    newsletter: billing.newsletter,
    cards: billing.cards,
    billing_profiles: billing.billing_profiles,
    invoice_lines: billing.invoice_lines,
    payments: billing.payments,
    bid_carts: [],
  };
}

export { DEMO_ACCOUNTS, DEMO_ARREARS_ID } from './seed/demo';
