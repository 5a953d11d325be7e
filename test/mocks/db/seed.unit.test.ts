import { beforeAll, describe, expect, it } from 'vitest';
import { createSeed, DEMO_ACCOUNTS, DEMO_ARREARS_ID } from '../../../src/mocks/db/seed';
import { distanceMiles, STORAGE_BUDGET_BYTES, TABLE_KEYS } from '../../../src/mocks/db/store';
import type { DemoDb, TableName } from '../../../src/mocks/db/types';

/** The seed is built for a day; these tests read it on a fixed one. */
const DEMO_TODAY = '2026-11-22';

let db: DemoDb;

beforeAll(() => {
  db = createSeed(DEMO_TODAY);
});

const dallas = (): { latitude: number; longitude: number } => {
  const metro = db.metros.find((m) => m.city === 'Dallas' && m.state === 'TX');
  if (!metro) throw new Error('Dallas missing');
  return metro;
};

const account = (email: string) => {
  const row = db.accounts.find((a) => a.email === email);
  if (!row) throw new Error(`${email} missing`);
  return row;
};

describe('createSeed', () => {
  it('is deterministic (byte-identical JSON)', () => {
    expect(JSON.stringify(createSeed(DEMO_TODAY))).toBe(JSON.stringify(db));
  });

  it('built weeks later, keeps every row and moves its dates along', () => {
    const later = createSeed('2027-02-14');
    for (const table of Object.keys(TABLE_KEYS) as TableName[]) {
      const key = TABLE_KEYS[table] as string;
      const ids = (rows: DemoDb[TableName]) =>
        (rows as unknown as Record<string, unknown>[]).map((row) => row[key]);
      expect(ids(later[table])).toEqual(ids(db[table]));
    }
    const newest = (seed: DemoDb) =>
      seed.quotes
        .filter((q) => q.user_id === account('traveller@demo.test').user_id)
        .map((q) => q.date_submitted.slice(0, 10))
        .sort()
        .at(-1);
    expect(newest(db)).toBe('2026-11-19');
    expect(newest(later)).toBe('2027-02-11');
    const arrearsId = account('arrears@demo.test').company_id;
    const unpaid = later.invoice_lines.filter((l) => l.company_id === arrearsId && !l.paid);
    expect(unpaid.map((l) => l.due_date)).toContain('2026-12-01');
    expect(unpaid.every((l) => l.due_date <= '2027-02-14')).toBe(true);
    expect(later.billing_profiles.every((p) => p.next_recurring_date === '2027-03-01')).toBe(true);
  });

  it('has 30+ real metros in 16+ states with zips near their centre', () => {
    expect(db.metros.length).toBeGreaterThanOrEqual(30);
    expect(new Set(db.metros.map((m) => m.state)).size).toBeGreaterThanOrEqual(16);
    for (const [city, state, lat, lon] of [
      ['Dallas', 'TX', 32.78, -96.8],
      ['Houston', 'TX', 29.76, -95.37],
      ['Austin', 'TX', 30.27, -97.74],
      ['San Antonio', 'TX', 29.42, -98.49],
      ['Atlanta', 'GA', 33.75, -84.39],
      ['Chicago', 'IL', 41.88, -87.63],
    ] as const) {
      const metro = db.metros.find((m) => m.city === city && m.state === state);
      expect(metro, city).toBeDefined();
      expect(distanceMiles(lat, lon, metro?.latitude ?? 0, metro?.longitude ?? 0)).toBeLessThan(3);
    }
    for (const metro of db.metros) {
      const zips = db.zips.filter((z) => z.metro_id === metro.id);
      expect(zips.length, metro.city).toBeGreaterThanOrEqual(3);
      for (const zip of zips) {
        expect(zip.zip).toMatch(/^\d{5}$/);
        expect(zip.city).toBe(metro.city);
        expect(
          distanceMiles(metro.latitude, metro.longitude, zip.latitude, zip.longitude),
        ).toBeLessThan(10);
      }
      expect(metro.url_friendly_city).toMatch(/^[a-z0-9-]+$/);
      expect(metro.base_rate).toBeGreaterThan(0);
    }
  });

  it('spreads 160+ companies over the country and 520+ around Dallas', () => {
    const { latitude, longitude } = dallas();
    const near = new Set(
      db.metros
        .filter((m) => distanceMiles(latitude, longitude, m.latitude, m.longitude) <= 150)
        .map((m) => m.id),
    );
    const nearListings = db.company_metros.filter((l) => near.has(l.metro_id));
    const nearCompanies = new Set(nearListings.map((l) => l.company_id));
    expect(nearListings.length).toBeGreaterThanOrEqual(500);
    expect(
      nearListings.filter((l) => l.status === 'Active/Approved').length,
    ).toBeGreaterThanOrEqual(500);
    expect(nearCompanies.size).toBeGreaterThanOrEqual(520);
    const elsewhere = db.companies.filter((c) => !nearCompanies.has(c.id));
    expect(elsewhere.length).toBeGreaterThanOrEqual(160);
    expect(new Set(elsewhere.map((c) => c.state)).size).toBeGreaterThanOrEqual(16);
  });

  it('has unique keys in every table', () => {
    for (const table of Object.keys(TABLE_KEYS) as TableName[]) {
      const key = TABLE_KEYS[table];
      const rows = db[table] as unknown as Record<string, unknown>[];
      expect(new Set(rows.map((r) => r[key])).size, table).toBe(rows.length);
    }
  });

  it('keeps references between tables valid', () => {
    const companies = new Set(db.companies.map((c) => c.id));
    const metros = new Set(db.metros.map((m) => m.id));
    const listings = new Map(db.company_metros.map((l) => [l.id, l]));
    const users = new Set(db.users.map((u) => u.user_id));
    const inbox = new Set(db.company_messages.map((m) => m.message_id));
    for (const l of db.company_metros) {
      expect(companies.has(l.company_id)).toBe(true);
      expect(metros.has(l.metro_id)).toBe(true);
    }
    for (const bus of db.buses) {
      expect(companies.has(bus.company_id)).toBe(true);
      for (const id of bus.company_metro_ids)
        expect(listings.get(id)?.company_id).toBe(bus.company_id);
      expect(bus.restroom).toBe(bus.amenity_ids.includes(1));
      expect(bus.wifi).toBe(bus.amenity_ids.includes(2));
      expect(bus.one_ten_volts).toBe(bus.amenity_ids.includes(3));
    }
    for (const r of db.reviews) expect(companies.has(r.company_id)).toBe(true);
    for (const q of db.quotes)
      for (const id of q.company_metro_ids) expect(listings.has(id)).toBe(true);
    for (const m of db.user_messages) {
      expect(users.has(m.user_id)).toBe(true);
      expect(listings.has(m.company_metro_id)).toBe(true);
      expect(m.company_message_id !== null && inbox.has(m.company_message_id)).toBe(true);
    }
    for (const m of db.company_messages)
      expect(listings.get(m.company_metro_id)?.company_id).toBe(m.company_id);
    for (const a of db.accounts) {
      if (a.company_id !== null) expect(companies.has(a.company_id)).toBe(true);
      if (a.user_id !== null) expect(users.has(a.user_id)).toBe(true);
    }
  });

  it('generates realistic company rows', () => {
    expect(new Set(db.companies.map((c) => c.name.toLowerCase())).size).toBe(db.companies.length);
    for (const c of db.companies) {
      expect(c.phone).toMatch(/^(\d{10}|1\d{10})$/);
      expect(c.us_dot_link).toContain(c.us_dot_number);
      for (const photo of [c.profile_photo, ...c.additional_photos]) {
        if (photo) expect(photo.url).toMatch(/^\/demo-photos\/coach-\d+\.svg$/);
      }
    }
    expect(db.companies.some((c) => c.phone.length === 11)).toBe(true);
    expect(db.companies.some((c) => c.email === null)).toBe(true);
    expect(db.companies.some((c) => c.hide_contact_us)).toBe(true);
    const photoCounts = db.companies.map(
      (c) => (c.profile_photo ? 1 : 0) + c.additional_photos.length,
    );
    const none = photoCounts.filter((n) => n === 0).length / photoCounts.length;
    expect(none).toBeGreaterThan(0.05);
    expect(none).toBeLessThan(0.16);
    expect(photoCounts.every((n) => n === 0 || (n >= 2 && n <= 5))).toBe(true);
    expect(db.bus_types.map((t) => t.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17,
    ]);
    expect(db.amenities.length).toBeGreaterThanOrEqual(14);
    expect(db.trip_types.map((t) => t.name)).toEqual([
      'One Way',
      'Round Trip',
      'Multi-Day',
      'Shuttle Service',
      'Hourly',
    ]);
  });

  it('posts realistic day and mile rates for most buses, none for some', () => {
    const posted = db.buses.filter((bus) => bus.day_amount > 0);
    const unposted = db.buses.filter((bus) => bus.day_amount === 0);
    expect(unposted.length / db.buses.length).toBeGreaterThan(0.05);
    expect(unposted.length / db.buses.length).toBeLessThan(0.2);
    expect(unposted.every((bus) => bus.mile_amount === 0)).toBe(true);
    const fullSize = posted.filter((bus) => bus.bus_type_id === 1);
    const minibus = posted.filter((bus) => bus.bus_type_id === 2);
    for (const bus of fullSize) {
      expect(bus.day_amount).toBeGreaterThanOrEqual(1200);
      expect(bus.day_amount).toBeLessThanOrEqual(1800);
      expect(bus.mile_amount).toBeGreaterThanOrEqual(3);
      expect(bus.mile_amount).toBeLessThanOrEqual(5);
    }
    const highest = (rows: typeof posted) => Math.max(...rows.map((bus) => bus.day_amount));
    expect(highest(minibus)).toBeLessThan(highest(fullSize));
    // The demo operators keep their rates: their screens show them.
    const demoIds = new Set(db.accounts.map((row) => row.company_id));
    expect(unposted.some((bus) => demoIds.has(bus.company_id))).toBe(false);
  });

  it('ranks positioned listings 1..n per metro', () => {
    const byMetro = new Map<number, number[]>();
    for (const l of db.company_metros) {
      if (l.position === 0) continue;
      byMetro.set(l.metro_id, [...(byMetro.get(l.metro_id) ?? []), l.position]);
    }
    for (const positions of byMetro.values()) {
      expect([...positions].sort((a, b) => a - b)).toEqual(positions.map((_, i) => i + 1));
    }
  });

  it('has realistic reviews with dates up to the demo day', () => {
    for (const r of db.reviews) {
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.published_on <= DEMO_TODAY).toBe(true);
      expect(r.travelled_on <= r.published_on).toBe(true);
      expect(r.comment.length).toBeGreaterThan(40);
      expect(r.comment.toLowerCase()).not.toContain('lorem');
    }
  });

  it('creates every demo account with a unique email', () => {
    const emails = db.accounts.map((a) => a.email.toLowerCase());
    expect(new Set(emails).size).toBe(emails.length);
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.email)).size).toBe(DEMO_ACCOUNTS.length);
    expect(DEMO_ACCOUNTS.length).toBe(11);
    for (const demo of DEMO_ACCOUNTS) {
      const row = account(demo.email);
      expect(row.password).toBe(demo.password);
      expect(row.login_type).toBe(demo.role);
      expect(row.api_token).toBeNull();
    }
    for (const step of [1, 2, 3, 4, 5])
      expect(account(`setup${step}@demo.test`).setup_progress).toBe(step);
    expect(account('operator@demo.test').setup_progress).toBe(6);
  });

  it('gives the finished operator live listings in Dallas and Fort Worth, one in every other status, reviews and messages', () => {
    const op = account('operator@demo.test');
    const all = db.company_metros.filter((l) => l.company_id === op.company_id);
    const cityOf = (l: { metro_id: number }) => db.metros.find((m) => m.id === l.metro_id)?.city;
    expect(all.map((l) => [cityOf(l), l.status])).toEqual([
      ['Dallas', 'Active/Approved'],
      ['Fort Worth', 'Active/Approved'],
      ['Arlington', 'Inactive/Approved'],
      ['Denton', 'Pending Removal'],
      ['Waco', 'No Bus'],
      ['McKinney', 'Not Approved'],
      ['Plano', 'Pending Approval'],
    ]);
    const listings = all.filter((l) => l.status === 'Active/Approved');
    // The No Bus listing has no bus on it; every other one shows the company's fleet.
    const buses = db.buses.filter((b) => b.company_id === op.company_id);
    for (const listing of all) {
      expect(buses.some((b) => b.company_metro_ids.includes(listing.id))).toBe(
        listing.status !== 'No Bus',
      );
    }
    const reviews = db.reviews.filter((r) => r.company_id === op.company_id);
    expect(reviews.length).toBeGreaterThanOrEqual(10);
    expect(reviews.some((r) => r.operator_response === null)).toBe(true);
    expect(reviews.some((r) => r.operator_response !== null)).toBe(true);
    const inbox = db.company_messages.filter((m) => m.company_id === op.company_id);
    expect(inbox.length).toBeGreaterThanOrEqual(10);
    expect(inbox.some((m) => m.is_new)).toBe(true);
    expect(
      db.quotes.filter((q) => q.company_metro_ids.some((id) => listings.some((l) => l.id === id)))
        .length,
    ).toBeGreaterThan(30);
    expect(db.tracking_events.some((t) => t.company_metro_id === listings[0]?.id)).toBe(true);
    expect(op.has_card_on_file).toBe(true);
    expect(db.cards.some((c) => c.company_id === op.company_id)).toBe(true);
  });

  it('sets up the free-trial and arrears operators', () => {
    const trial = account('freetrial@demo.test');
    expect(trial.free_trial && trial.upgrade_premium).toBe(true);
    expect(trial.has_card_on_file).toBe(false);
    expect(db.cards.some((c) => c.company_id === trial.company_id)).toBe(false);
    const late = account('arrears@demo.test');
    expect(late.arrears_state).toBe(true);
    expect(late.arrears_id).toBe(DEMO_ARREARS_ID);
    const unpaid = db.invoice_lines.filter((l) => l.company_id === late.company_id && !l.paid);
    expect(unpaid.length).toBeGreaterThan(2);
    expect(unpaid.every((l) => l.note.length > 0 && l.amount > 0)).toBe(true);
  });

  it('gives the demo traveller history and the new traveller nothing', () => {
    const dana = account('traveller@demo.test');
    const quotes = db.quotes.filter((q) => q.user_id === dana.user_id);
    expect(quotes.length).toBeGreaterThanOrEqual(8);
    expect(new Set(quotes.map((q) => q.date_submitted.slice(0, 7))).size).toBeGreaterThanOrEqual(6);
    expect(quotes.every((q) => q.date_submitted < DEMO_TODAY)).toBe(true);
    expect(quotes.every((q) => /^Q-\d{6}-\d{4}$/.test(q.quote_number))).toBe(true);
    const messages = db.user_messages.filter((m) => m.user_id === dana.user_id);
    expect(messages.length).toBeGreaterThanOrEqual(6);
    expect(messages.some((m) => m.body.length > 50)).toBe(true);
    expect(new Set(messages.map((m) => m.date_created.slice(0, 7))).size).toBeGreaterThanOrEqual(5);
    const fresh = account('newtraveller@demo.test');
    expect(db.quotes.some((q) => q.user_id === fresh.user_id)).toBe(false);
    expect(db.user_messages.some((m) => m.user_id === fresh.user_id)).toBe(false);
    expect(db.newsletter.some((n) => n.email === 'taken@demo.test')).toBe(true);
  });

  it('stores cards without full numbers', () => {
    for (const card of db.cards) {
      expect(card.last4).toMatch(/^\d{4}$/);
      expect(Object.keys(card)).not.toContain('card_number');
    }
  });

  it('stays within the storage budget', () => {
    const bytes = JSON.stringify(db).length;
    // The full seed is regenerated, not stored (see store.ts); this guards against runaway growth.
    console.info(`seed JSON: ${(bytes / 1024 / 1024).toFixed(2)} MB`);
    expect(bytes).toBeLessThan(2 * STORAGE_BUDGET_BYTES);
  });
});
