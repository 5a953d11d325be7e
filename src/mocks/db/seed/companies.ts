import { positionCost } from '../pricing';
import type { Rng } from '../random';
import type {
  BusRow,
  CompanyMetroRow,
  CompanyRow,
  ListingStatus,
  MetroRow,
  ReviewRow,
} from '../types';
import { buildProfile, createPhotoSeeder } from './companyProfile';
import { addDays, onSeedDay, randomDate, seedToday } from './dates';
import type { DemoCompanyKey, DemoCompanySpec } from './demo';
import { DEMO_COMPANIES } from './demo';
import { buildBus, fleetTypes, postsRates } from './fleet';
import { ADDED_METRO_CITIES, DALLAS_AREA_CITIES, distanceMiles } from './geo';
import type { GeoTables } from './geo';
import { CompanyNamer } from './names';
import { DESTINATIONS, reviewText } from './text';

/**
 * Companies, their metro listings, fleets and reviews.
 *
 * About 190 companies are spread over the country (more in metros with a higher base rate), and
 * about 545 more are based in the Dallas area, whose metros all lie within 150 miles of Dallas,
 * so a wide zip search there returns 500+ listings (the "big metro" case of the search screen).
 */

export const FIRST_COMPANY_ID = 1001;
export const FIRST_COMPANY_METRO_ID = 10001;
export const FIRST_BUS_ID = 50001;
export const FIRST_REVIEW_ID = 70001;
export const FIRST_PHOTO_SEED = 1000;

/** Home companies per Dallas-area metro (sums to 545). */
const DALLAS_AREA_HOMES: Readonly<Record<string, number>> = {
  Dallas: 220,
  'Fort Worth': 95,
  Arlington: 40,
  Plano: 40,
  Denton: 25,
  McKinney: 20,
  Waco: 25,
  Tyler: 25,
  Longview: 12,
  Sherman: 10,
  Temple: 12,
  'Wichita Falls': 21,
};

const OPERATOR_ABOUT = [
  'Family-owned motorcoach operator serving North Texas since 1998.',
  'Our fifteen coaches run school field trips, church retreats, corporate shuttles and game-day',
  'charters across Dallas-Fort Worth and on to San Antonio, Houston and Oklahoma City.',
  'Every driver is DOT certified and background-checked, and dispatch answers 24/7.',
].join(' ');

/** Listing statuses that hold a numbered position in their metro. */
export const POSITIONED_STATUSES: readonly ListingStatus[] = [
  'Active/Approved',
  'Inactive/Approved',
  'Pending Removal',
];

const STATUS_WEIGHTS: readonly (readonly [ListingStatus, number])[] = [
  ['Active/Approved', 88],
  ['Inactive/Approved', 4],
  ['Pending Approval', 3],
  ['Pending Removal', 2],
  ['Not Approved', 1.5],
  ['No Bus', 1.5],
];

const RATING_WEIGHTS: readonly (readonly [number, number])[] = [
  [5, 50],
  [4, 28],
  [3, 10],
  [2, 6],
  [1, 6],
];

export interface CompanyTables {
  companies: CompanyRow[];
  company_metros: CompanyMetroRow[];
  buses: BusRow[];
  reviews: ReviewRow[];
  /** Company id of each demo company. */
  demoCompanyIds: Record<DemoCompanyKey, number>;
}

class CompanyBuilder {
  readonly companies: CompanyRow[] = [];
  readonly listings: CompanyMetroRow[] = [];
  readonly buses: BusRow[] = [];
  readonly reviews: ReviewRow[] = [];
  private readonly namer: CompanyNamer;
  private readonly nextPhoto = createPhotoSeeder(FIRST_PHOTO_SEED);
  private readonly metroByCity = new Map<string, MetroRow>();
  private readonly metroById = new Map<number, MetroRow>();
  private readonly zipsByMetro = new Map<number, string[]>();
  /** Pinned ranks of demo listings: company_metro_id -> position. */
  readonly pinned = new Map<number, number>();

  constructor(
    private readonly rng: Rng,
    private readonly geo: GeoTables,
  ) {
    this.namer = new CompanyNamer(rng.fork('names'));
    for (const metro of geo.metros) {
      this.metroByCity.set(metro.city, metro);
      this.metroById.set(metro.id, metro);
    }
    for (const zip of geo.zips) {
      const list = this.zipsByMetro.get(zip.metro_id) ?? [];
      list.push(zip.zip);
      this.zipsByMetro.set(zip.metro_id, list);
    }
  }

  metro(city: string): MetroRow {
    const metro = this.metroByCity.get(city);
    if (!metro) throw new Error(`Unknown metro ${city}`);
    return metro;
  }

  reserveName(name: string): void {
    this.namer.reserve(name);
  }

  private addListing(
    company: CompanyRow,
    metro: MetroRow,
    status: ListingStatus,
    dateListed: string,
  ) {
    const row: CompanyMetroRow = {
      id: FIRST_COMPANY_METRO_ID + this.listings.length,
      company_id: company.id,
      metro_id: metro.id,
      position: 0,
      status,
      monthly_cost: metro.base_rate,
      alias: null,
      contact: null,
      additional_emails: [],
      pending_bid: null,
      date_listed: dateListed,
    };
    this.listings.push(row);
    return row;
  }

  private addReviews(
    company: CompanyRow,
    listings: CompanyMetroRow[],
    count: number,
    since: string,
    respondChance = 0.45,
  ) {
    const rng = this.rng;
    for (let i = 0; i < count; i += 1) {
      const listing = listings.length > 0 ? rng.pick(listings) : null;
      const metro = listing ? this.metroById.get(listing.metro_id) : undefined;
      const from = metro ?? this.metro(company.city);
      const dest = rng.pick(DESTINATIONS.filter((d) => d.city !== from.city));
      const rating = rng.weighted(RATING_WEIGHTS);
      const text = reviewText(rng, rating, dest, respondChance);
      const published = randomDate(
        rng,
        since > onSeedDay('2022-01-01') ? since : onSeedDay('2022-01-01'),
        seedToday(),
      );
      this.reviews.push({
        id: FIRST_REVIEW_ID + this.reviews.length,
        company_id: company.id,
        company_metro_id: listing?.id ?? null,
        user_id: null,
        name: text.name,
        title: text.title,
        rating,
        comment: text.comment,
        trip: `${from.city}, ${from.state} to ${dest.city}, ${dest.state}`,
        travelled_on: addDays(published, -rng.int(1, 20)),
        published_on: published,
        operator_response: text.response,
      });
    }
  }

  /** A generated company based in `home`, listed there and in 0-2 nearby metros. */
  addGenerated(home: MetroRow, dallasArea: boolean): void {
    const rng = this.rng;
    const id = FIRST_COMPANY_ID + this.companies.length;
    const joined = randomDate(rng, onSeedDay('2008-01-01'), onSeedDay('2026-06-30'));
    const company = buildProfile(rng, {
      id,
      name: this.namer.next(home.city, home.state, dallasArea),
      metro: home,
      zips: this.zipsByMetro.get(home.id) ?? [],
      areaCodes: this.geo.areaCodes.get(home.id) ?? ['555'],
      nextPhoto: this.nextPhoto,
      date_joined: joined,
    });
    company.approved = rng.chance(0.99);
    this.companies.push(company);

    const extra = rng.weighted([
      [0, 60],
      [1, 30],
      [2, 10],
    ]);
    // A metro added later lists only its own companies (see ADDED_METRO_CITIES).
    const added = (metro: MetroRow) => ADDED_METRO_CITIES.includes(metro.city);
    const nearby = added(home)
      ? []
      : this.geo.metros.filter(
          (m) =>
            m.id !== home.id &&
            !added(m) &&
            distanceMiles(home.latitude, home.longitude, m.latitude, m.longitude) <=
              (dallasArea ? 150 : 300),
        );
    const listed = [home, ...rng.sample(nearby, extra)];
    const listings = listed.map((metro, index) =>
      this.addListing(
        company,
        metro,
        company.approved ? rng.weighted(STATUS_WEIGHTS) : 'Not Approved',
        index === 0 ? joined : randomDate(rng, joined, onSeedDay('2026-11-01')),
      ),
    );

    const withBuses = listings.filter((l) => l.status !== 'No Bus').map((l) => l.id);
    for (const type of fleetTypes(
      rng,
      rng.weighted([
        [1, 3],
        [2, 4],
        [3, 2],
        [4, 1],
      ]),
    )) {
      const busId = FIRST_BUS_ID + this.buses.length;
      this.buses.push(
        buildBus(rng, {
          id: busId,
          company_id: id,
          company_metro_ids: withBuses,
          bus_type_id: type,
          posted: postsRates(busId),
        }),
      );
    }
    const reviewCount = dallasArea
      ? rng.weighted([
          [0, 3],
          [1, 3],
          [2, 2],
          [3, 1],
          [4, 1],
        ])
      : rng.weighted([
          [0, 1],
          [1, 2],
          [2, 2],
          [3, 2],
          [4, 2],
          [6, 1],
        ]);
    this.addReviews(company, listings, reviewCount, joined);
  }

  /** A hand-written demo company (see seed/demo.ts). */
  addDemo(spec: DemoCompanySpec): CompanyRow {
    const rng = this.rng;
    const home = this.metro(spec.city);
    const company = buildProfile(rng, {
      id: FIRST_COMPANY_ID + this.companies.length,
      name: spec.name,
      metro: home,
      zips: this.zipsByMetro.get(home.id) ?? [],
      areaCodes: this.geo.areaCodes.get(home.id) ?? ['555'],
      nextPhoto: this.nextPhoto,
      date_joined: onSeedDay(spec.date_joined),
      domain: spec.domain,
      street: spec.street,
      contact: { first: spec.contact_first, last: spec.contact_last },
      profileDone: spec.profile_done,
    });
    // Demo companies always show every contact channel so each tracked click can be tried.
    company.hide_contact_us = false;
    company.email = `dispatch@${spec.domain}`;
    company.website = `https://www.${spec.domain}`;
    if (spec.key === 'operator') {
      company.about = OPERATOR_ABOUT;
      company.phone = '2145550142';
      company.facebook_url = 'https://facebook.com/lonestarcharter';
      company.instagram_url = 'https://instagram.com/lonestarcharter';
      company.twitter_url = 'https://x.com/lonestarcharter';
      company.youtube_url = 'https://youtube.com/lonestarcharter';
      company.selected_associations = [1, 11, 30, 31];
      company.is_uma_member = true;
    }
    this.companies.push(company);

    const listings = spec.listings.map((listing, index) => {
      const row = this.addListing(
        company,
        this.metro(listing.city),
        listing.status,
        index === 0 ? company.date_joined : addDays(company.date_joined, 30 * index + 11),
      );
      if (listing.position) this.pinned.set(row.id, listing.position);
      return row;
    });
    for (const fleet of spec.fleet) {
      this.buses.push(
        buildBus(rng, {
          id: FIRST_BUS_ID + this.buses.length,
          company_id: company.id,
          company_metro_ids: listings.map((l) => l.id),
          ...fleet,
        }),
      );
    }
    const firstReview = this.reviews.length;
    this.addReviews(company, listings, spec.reviews, company.date_joined, 1);
    // The newest reviews stay unanswered so the Reply button has something to do.
    this.reviews
      .slice(firstReview)
      .sort((a, b) => b.published_on.localeCompare(a.published_on))
      .slice(0, Math.min(4, Math.ceil(spec.reviews / 3)))
      .forEach((review) => {
        review.operator_response = null;
      });
    return company;
  }

  /**
   * A demo company's recent listings (seed/demo.ts), added once the generated companies exist:
   * appended, they leave every generated id alone, and dated after every generated listing they
   * rank last in their metros, so nobody else's rank or price moves. Every one but a No Bus
   * listing shows the company's fleet.
   */
  addRecent(spec: DemoCompanySpec, companyId: number): void {
    const company = this.companies.find((row) => row.id === companyId);
    if (!company) throw new Error(`Demo company ${spec.key} missing`);
    for (const listing of spec.recent_listings ?? []) {
      const row = this.addListing(
        company,
        this.metro(listing.city),
        listing.status,
        onSeedDay(listing.listed_on),
      );
      if (row.status === 'No Bus') continue;
      for (const bus of this.buses) {
        if (bus.company_id === companyId) bus.company_metro_ids.push(row.id);
      }
    }
  }

  /** Ranks listings per metro by longevity, honours pinned demo ranks, and prices them. */
  rankListings(freeTrialCompanyId: number): void {
    const byMetro = new Map<number, CompanyMetroRow[]>();
    for (const row of this.listings) {
      if (!POSITIONED_STATUSES.includes(row.status)) continue;
      const list = byMetro.get(row.metro_id) ?? [];
      list.push(row);
      byMetro.set(row.metro_id, list);
    }
    for (const [metroId, rows] of byMetro) {
      const ordered = rows
        .filter((r) => !this.pinned.has(r.id))
        .sort((a, b) => a.date_listed.localeCompare(b.date_listed) || a.id - b.id);
      const pinned = rows
        .filter((r) => this.pinned.has(r.id))
        .sort((a, b) => (this.pinned.get(a.id) ?? 0) - (this.pinned.get(b.id) ?? 0));
      for (const row of pinned) ordered.splice((this.pinned.get(row.id) ?? 1) - 1, 0, row);
      const base = this.metroById.get(metroId)?.base_rate ?? 0;
      ordered.forEach((row, index) => {
        row.position = index + 1;
        row.monthly_cost = positionCost(base, row.position);
      });
    }
    // Free-trial listings are not billed yet; the upgrade screen shows what they would cost.
    for (const row of this.listings) {
      if (row.company_id === freeTrialCompanyId) row.monthly_cost = 0;
    }
  }
}

export function buildCompanies(rng: Rng, geo: GeoTables): CompanyTables {
  const builder = new CompanyBuilder(rng, geo);
  for (const spec of DEMO_COMPANIES) builder.reserveName(spec.name);

  const demoCompanyIds = {} as Record<DemoCompanyKey, number>;
  for (const spec of DEMO_COMPANIES) demoCompanyIds[spec.key] = builder.addDemo(spec).id;

  const generate = (metro: MetroRow) => {
    const dallasArea = DALLAS_AREA_CITIES.includes(metro.city);
    const count = dallasArea
      ? (DALLAS_AREA_HOMES[metro.city] ?? 0)
      : Math.round(metro.base_rate / 45) + rng.int(0, 2);
    for (let i = 0; i < count; i += 1) builder.addGenerated(metro, dallasArea);
  };
  const added = geo.metros.filter((metro) => ADDED_METRO_CITIES.includes(metro.city));
  for (const metro of geo.metros) if (!added.includes(metro)) generate(metro);
  for (const spec of DEMO_COMPANIES) builder.addRecent(spec, demoCompanyIds[spec.key]);
  // After every earlier row, so none of their ids moves.
  for (const metro of added) generate(metro);
  builder.rankListings(demoCompanyIds.freetrial);

  return {
    companies: builder.companies,
    company_metros: builder.listings,
    buses: builder.buses,
    reviews: builder.reviews,
    demoCompanyIds,
  };
}
