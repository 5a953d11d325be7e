import type { Rng } from '../random';
import type {
  CompanyMessageRow,
  CompanyMetroRow,
  CompanyRow,
  MessageReplyRow,
  MessageSubject,
  MetroRow,
  QuoteRow,
  TrackingEventRow,
  TrackingType,
  UserMessageRow,
  UserRow,
} from '../types';
import { addDays, longDate, onSeedDay, randomDate, randomTimestamp, seedToday } from './dates';
import type { DemoCompanyKey } from './demo';
import { personName } from './names';
import type { PersonName } from './names';
import type { Place } from './text';
import { DESTINATIONS, groupName, messageBody } from './text';

/** Quote requests, messages and click tracking: the history behind the traveller and report screens. */

export const FIRST_ITINERARY_ID = 20001;
export const FIRST_USER_MESSAGE_ID = 30001;
export const FIRST_COMPANY_MESSAGE_ID = 40001;
export const FIRST_TRACKING_ID = 1;

const SUBJECTS: readonly MessageSubject[] = [
  "I need a bus. Here's my trip info.",
  'I have a question',
  'Please contact me',
];

/** Fixed submission days of the demo traveller's quotes (newest last). */
const DEMO_QUOTE_DAYS: readonly string[] = [
  '2026-01-17',
  '2026-02-09',
  '2026-03-22',
  '2026-04-30',
  '2026-05-18',
  '2026-06-27',
  '2026-08-04',
  '2026-09-12',
  '2026-10-21',
  '2026-11-19',
];
const DEMO_MESSAGE_DAYS: readonly string[] = [
  '2026-02-03',
  '2026-03-25',
  '2026-05-02',
  '2026-06-29',
  '2026-08-15',
  '2026-09-30',
  '2026-10-24',
  '2026-11-20',
];

export interface ActivityInput {
  companies: readonly CompanyRow[];
  listings: readonly CompanyMetroRow[];
  metros: readonly MetroRow[];
  users: readonly UserRow[];
  demoCompanyIds: Readonly<Record<DemoCompanyKey, number>>;
  demoTravellerId: number;
}

export interface ActivityTables {
  quotes: QuoteRow[];
  user_messages: UserMessageRow[];
  company_messages: CompanyMessageRow[];
  message_replies: MessageReplyRow[];
  tracking_events: TrackingEventRow[];
}

interface Sender {
  first: string;
  last: string;
  email: string;
  phone: string;
  userId: number | null;
}

class ActivityBuilder {
  readonly tables: ActivityTables = {
    quotes: [],
    user_messages: [],
    company_messages: [],
    message_replies: [],
    tracking_events: [],
  };
  private readonly quoteNumbers = new Set<string>();
  private readonly metroById = new Map<number, MetroRow>();
  private readonly companyById = new Map<number, CompanyRow>();

  constructor(
    private readonly rng: Rng,
    private readonly input: ActivityInput,
  ) {
    for (const m of input.metros) this.metroById.set(m.id, m);
    for (const c of input.companies) this.companyById.set(c.id, c);
  }

  metroOf(listing: CompanyMetroRow): MetroRow {
    const metro = this.metroById.get(listing.metro_id);
    if (!metro) throw new Error(`Listing ${listing.id} has no metro`);
    return metro;
  }

  listingsOf(companyId: number): CompanyMetroRow[] {
    return this.input.listings.filter((l) => l.company_id === companyId);
  }

  /** Active listings in a metro other than `exclude`, for filling a quote cart. */
  activeIn(metroId: number, exclude: readonly number[]): CompanyMetroRow[] {
    return this.input.listings.filter(
      (l) => l.metro_id === metroId && l.status === 'Active/Approved' && !exclude.includes(l.id),
    );
  }

  sender(person?: PersonName): Sender {
    const name = person ?? personName(this.rng);
    const n = this.rng.int(1, 99);
    return {
      first: name.first,
      last: name.last,
      email: `${name.first}.${name.last}${n}@example.com`.toLowerCase(),
      phone: `${this.rng.pick(['214', '469', '817', '972', '512', '713'])}555${String(this.rng.int(100, 9999)).padStart(4, '0')}`,
      userId: null,
    };
  }

  private quoteNumber(day: string): string {
    for (;;) {
      const number = `Q-${day.slice(2, 4)}${day.slice(5, 7)}${day.slice(8, 10)}-${this.rng.int(1000, 9999)}`;
      if (!this.quoteNumbers.has(number)) {
        this.quoteNumbers.add(number);
        return number;
      }
    }
  }

  addQuote(
    day: string,
    origin: MetroRow,
    cart: readonly number[],
    who: Sender,
    dest?: Place,
  ): QuoteRow {
    const rng = this.rng;
    const to = dest ?? rng.pick(DESTINATIONS.filter((d) => d.city !== origin.city));
    const tripType = rng.weighted([
      [1, 2],
      [2, 5],
      [3, 2],
      [4, 1],
      [5, 1],
    ]);
    const departure = addDays(day, rng.int(10, 120));
    const quote: QuoteRow = {
      itinerary_id: FIRST_ITINERARY_ID + this.tables.quotes.length,
      quote_number: this.quoteNumber(day),
      user_id: who.userId,
      company_metro_ids: [...cart],
      number_of_people: rng.weighted([
        [rng.int(8, 24), 3],
        [rng.int(25, 56), 5],
        [rng.int(57, 140), 2],
      ]),
      trip_type: tripType,
      departure_city: origin.city,
      departure_state: origin.state,
      departure_date: departure,
      departure_time: rng.pick(['06:30', '07:00', '07:30', '08:00', '09:00', '13:00', '17:30']),
      destination_city: to.city,
      destination_state: to.state,
      return_date:
        tripType === 1
          ? departure
          : addDays(departure, tripType === 3 ? rng.int(2, 5) : rng.int(0, 1)),
      return_time: rng.pick(['16:00', '18:00', '19:30', '21:00', '23:00']),
      basic_name_of_group: groupName(rng),
      basic_first_name: who.first,
      basic_last_name: who.last,
      basic_phone: who.phone,
      basic_email: who.email,
      notes: rng.pick([
        '',
        '',
        'Two wheelchair users in the group.',
        'We need space under the bus for band instruments.',
        'Please quote with and without the driver overnight.',
        'Flexible on the date if that gets a better price.',
        'Coolers allowed? We will bring lunches.',
      ]),
      origin_latitude: origin.latitude,
      origin_longitude: origin.longitude,
      date_submitted: randomTimestamp(rng, day),
    };
    this.tables.quotes.push(quote);
    return quote;
  }

  /** Message from a traveller to one listing; mirrored into the company inbox. */
  addMessage(
    day: string,
    listing: CompanyMetroRow,
    who: Sender,
    subject: MessageSubject,
    isNew: boolean,
  ): CompanyMessageRow {
    const rng = this.rng;
    const metro = this.metroOf(listing);
    const company = this.companyById.get(listing.company_id);
    const dest = rng.pick(DESTINATIONS.filter((d) => d.city !== metro.city));
    const body = messageBody(
      rng,
      subject,
      metro,
      dest,
      longDate(addDays(day, rng.int(20, 100))),
      rng.int(12, 80),
    );
    const created = randomTimestamp(rng, day);
    const inbox: CompanyMessageRow = {
      message_id: FIRST_COMPANY_MESSAGE_ID + this.tables.company_messages.length,
      company_id: listing.company_id,
      company_metro_id: listing.id,
      user_id: who.userId,
      subject,
      body,
      is_new: isNew,
      sender_email: who.email,
      sender_name: `${who.first} ${who.last}`,
      metro_city: metro.city,
      metro_state: metro.state,
      create_date: created,
    };
    this.tables.company_messages.push(inbox);
    if (who.userId !== null) {
      this.tables.user_messages.push({
        message_id: FIRST_USER_MESSAGE_ID + this.tables.user_messages.length,
        user_id: who.userId,
        company_metro_id: listing.id,
        company_message_id: inbox.message_id,
        to_company: listing.alias ?? company?.name ?? '',
        metro_city: metro.city,
        metro_state: metro.state,
        subject,
        body,
        date_created: created,
      });
    }
    return inbox;
  }

  addReply(message: CompanyMessageRow, body: string): void {
    this.tables.message_replies.push({
      id: this.tables.message_replies.length + 1,
      company_message_id: message.message_id,
      subject: `Re: ${message.subject}`,
      body,
      created_at: addDays(message.create_date.slice(0, 10), 1) + message.create_date.slice(10),
    });
  }

  /** Daily clicks on a listing between two days; `scale` lowers the volume for small operators. */
  addTracking(listing: CompanyMetroRow, from: string, to: string, scale: number): void {
    const rng = this.rng;
    const rates: readonly (readonly [TrackingType, number])[] = [
      [6, 2.6],
      [9, 1],
      [1, 1],
      [16, 0.4],
      [4, 0.3],
      [13, 0.2],
      [5, 0.05],
      [3, 0.05],
    ];
    for (let day = from; day <= to; day = addDays(day, 1)) {
      for (const [type, rate] of rates) {
        // Sum of Bernoulli draws approximates a Poisson count with the given mean.
        const trials = Math.ceil(rate * scale * 2);
        let count = 0;
        for (let i = 0; i < trials; i += 1) if (rng.chance((rate * scale) / trials)) count += 1;
        for (let i = 0; i < count; i += 1) {
          this.tables.tracking_events.push({
            id: FIRST_TRACKING_ID + this.tables.tracking_events.length,
            company_metro_id: listing.id,
            tracking_type: type,
            created_at: randomTimestamp(rng, day, 12, 23),
          });
        }
      }
    }
  }
}

export function buildActivity(rng: Rng, input: ActivityInput): ActivityTables {
  const b = new ActivityBuilder(rng, input);
  const ids = input.demoCompanyIds;
  const traveller = input.users.find((u) => u.user_id === input.demoTravellerId);
  if (!traveller) throw new Error('Demo traveller missing');
  const dana: Sender = {
    first: traveller.first_name,
    last: traveller.last_name,
    email: traveller.email,
    phone: '2145550199',
    userId: traveller.user_id,
  };
  const operatorListings = b.listingsOf(ids.operator);
  const [operatorDallas, operatorFortWorth] = operatorListings;
  if (!operatorDallas || !operatorFortWorth) throw new Error('Demo operator listings missing');
  const dallas = b.metroOf(operatorDallas);

  // Demo traveller: ten quotes from Dallas; every other cart includes the demo operator.
  DEMO_QUOTE_DAYS.map(onSeedDay).forEach((day, index) => {
    const withOperator = index % 2 === 0 ? [operatorDallas.id] : [];
    const others = rng.sample(b.activeIn(dallas.id, withOperator), rng.int(1, 4)).map((l) => l.id);
    b.addQuote(day, dallas, [...withOperator, ...others], dana);
  });

  // Demo operator reports: quote requests over the last six months in both of its metros.
  for (let i = 0; i < 70; i += 1) {
    const listing = rng.chance(0.65) ? operatorDallas : operatorFortWorth;
    const metro = b.metroOf(listing);
    const others = rng.sample(b.activeIn(metro.id, [listing.id]), rng.int(0, 3)).map((l) => l.id);
    b.addQuote(
      randomDate(rng, onSeedDay('2026-05-20'), addDays(seedToday(), -1)),
      metro,
      [listing.id, ...others],
      b.sender(),
    );
  }
  for (const [key, from, to, count] of [
    ['freetrial', onSeedDay('2026-10-05'), onSeedDay('2026-11-21'), 8],
    ['arrears', onSeedDay('2026-05-01'), onSeedDay('2026-08-25'), 5],
  ] as const) {
    for (const listing of b.listingsOf(ids[key])) {
      for (let i = 0; i < count / 2; i += 1) {
        b.addQuote(randomDate(rng, from, to), b.metroOf(listing), [listing.id], b.sender());
      }
    }
  }
  // Background quotes anywhere, for the admin metro reports.
  const active = input.listings.filter((l) => l.status === 'Active/Approved');
  for (let i = 0; i < 60; i += 1) {
    const listing = rng.pick(active);
    b.addQuote(
      randomDate(rng, onSeedDay('2025-06-01'), addDays(seedToday(), -1)),
      b.metroOf(listing),
      [listing.id],
      b.sender(),
    );
  }

  // Demo traveller messages: three to the demo operator, the rest to other Dallas-area companies.
  const reachable = active.filter((l) => {
    const company = input.companies.find((c) => c.id === l.company_id);
    return (
      l.metro_id === dallas.id &&
      company?.email &&
      !company.hide_contact_us &&
      l.company_id !== ids.operator
    );
  });
  DEMO_MESSAGE_DAYS.map(onSeedDay).forEach((day, index) => {
    const toOperator = index === 1 || index === 4 || index === 7;
    const listing = toOperator
      ? index === 4
        ? operatorFortWorth
        : operatorDallas
      : rng.pick(reachable);
    const subject = SUBJECTS[index % SUBJECTS.length] ?? 'I have a question';
    b.addMessage(day, listing, dana, subject, index === 7);
  });

  // Demo operator inbox: older messages read (some answered), the newest five unread.
  const inbox = Array.from({ length: 16 }, () =>
    randomDate(rng, onSeedDay('2026-04-01'), addDays(seedToday(), -1)),
  )
    .sort()
    .map((day, index, days) =>
      b.addMessage(
        day,
        rng.chance(0.7) ? operatorDallas : operatorFortWorth,
        b.sender(),
        rng.pick(SUBJECTS),
        index >= days.length - 5,
      ),
    );
  inbox.slice(0, 6).forEach((message) => {
    b.addReply(
      message,
      `Hi ${message.sender_name.split(' ')[0] ?? ''}, thanks for reaching out! ${rng.pick([
        'A quote is attached; it includes fuel, tolls and driver gratuity.',
        'Yes, that date is open. I will hold a coach for you until Friday.',
        'Our coaches all have wheelchair lifts; just tell us how many passengers need one.',
        'Give me a call at the office and we will sort out the details.',
      ])} - Maria, Lone Star Charter Coaches`,
    );
  });
  for (const [key, count] of [
    ['freetrial', 3],
    ['arrears', 2],
  ] as const) {
    const listings = b.listingsOf(ids[key]);
    for (let i = 0; i < count; i += 1) {
      b.addMessage(
        randomDate(rng, onSeedDay('2026-10-05'), addDays(seedToday(), -1)),
        rng.pick(listings),
        b.sender(),
        rng.pick(SUBJECTS),
        i > 0,
      );
    }
  }
  // Background messages between other travellers and random companies.
  const others = input.users.filter((u) => u.user_id > 2);
  for (let i = 0; i < 40; i += 1) {
    const user = rng.pick(others);
    const who: Sender = {
      ...b.sender({ first: user.first_name, last: user.last_name }),
      email: user.email,
      userId: rng.chance(0.5) ? user.user_id : null,
    };
    b.addMessage(
      randomDate(rng, onSeedDay('2025-09-01'), addDays(seedToday(), -1)),
      rng.pick(active),
      who,
      rng.pick(SUBJECTS),
      rng.chance(0.3),
    );
  }

  // Whatever its source, the operator's five newest messages are the unread ones.
  b.tables.company_messages
    .filter((m) => m.company_id === ids.operator)
    .sort((x, y) => y.create_date.localeCompare(x.create_date))
    .forEach((message, index) => {
      message.is_new = index < 5;
    });

  // Click tracking for the report screens.
  const yesterday = addDays(seedToday(), -1);
  b.addTracking(operatorDallas, addDays(seedToday(), -120), yesterday, 1);
  b.addTracking(operatorFortWorth, addDays(seedToday(), -120), yesterday, 0.6);
  for (const listing of b.listingsOf(ids.freetrial))
    b.addTracking(listing, onSeedDay('2026-10-05'), yesterday, 0.5);
  for (const listing of b.listingsOf(ids.arrears))
    b.addTracking(listing, onSeedDay('2026-06-01'), onSeedDay('2026-08-31'), 0.3);

  // Keep every table in chronological order, as a real database id sequence would be.
  b.tables.quotes.sort((x, y) => x.date_submitted.localeCompare(y.date_submitted));
  b.tables.quotes.forEach((q, index) => {
    q.itinerary_id = FIRST_ITINERARY_ID + index;
  });
  renumberMessages(b.tables);
  return b.tables;
}

/** Sorts messages by date and renumbers them, keeping the links between the tables intact. */
function renumberMessages(tables: ActivityTables): void {
  const newId = new Map<number, number>();
  tables.company_messages.sort((a, b) => a.create_date.localeCompare(b.create_date));
  tables.company_messages.forEach((m, index) => {
    newId.set(m.message_id, FIRST_COMPANY_MESSAGE_ID + index);
    m.message_id = FIRST_COMPANY_MESSAGE_ID + index;
  });
  tables.user_messages.sort((a, b) => a.date_created.localeCompare(b.date_created));
  tables.user_messages.forEach((m, index) => {
    m.message_id = FIRST_USER_MESSAGE_ID + index;
    m.company_message_id =
      m.company_message_id === null ? null : (newId.get(m.company_message_id) ?? null);
  });
  tables.message_replies.sort((a, b) => a.created_at.localeCompare(b.created_at));
  tables.message_replies.forEach((r, index) => {
    r.id = index + 1;
    r.company_message_id = newId.get(r.company_message_id) ?? r.company_message_id;
  });
  tables.tracking_events.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  tables.tracking_events.forEach((t, index) => {
    t.id = FIRST_TRACKING_ID + index;
  });
}
