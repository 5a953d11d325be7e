import { http } from 'msw';
import { isValidIsoDate, todayIso } from '@/lib/dates';
import { companyById, listingById } from '../db/queries';
import { getDb, nextId, withDb } from '../db/store';
import type { AccountRow, QuoteRow } from '../db/types';
import {
  accountOf,
  apiUrl,
  fail,
  isEmail,
  isResponse,
  jsonBody,
  latency,
  ok,
  withAccount,
} from '../http';

/** POST /quote/request body as the wire carries it (anything may arrive). */
type TripRequestBody = Partial<Record<keyof QuoteRow, unknown>>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const REQUIRED_TEXT = [
  ['departure_city', 'Departure city'],
  ['departure_state', 'Departure state'],
  ['destination_city', 'Destination city'],
  ['destination_state', 'Destination state'],
  ['basic_name_of_group', 'Name of group'],
  ['basic_first_name', 'First name'],
  ['basic_last_name', 'Last name'],
] as const;

function cartProblem(ids: unknown): string | null {
  if (!Array.isArray(ids) || ids.length === 0) return 'Please choose at least one company.';
  const db = getDb();
  for (const id of ids) {
    const listing = typeof id === 'number' ? listingById(db, id) : undefined;
    if (!listing) return 'One of the companies you chose could not be found.';
    if (listing.status !== 'Active/Approved') {
      const name = listing.alias ?? companyById(db, listing.company_id)?.name ?? 'A company';
      return `${name} is not taking quote requests right now. Please remove it and try again.`;
    }
  }
  return null;
}

function dateProblem(body: TripRequestBody): string | null {
  const departure = text(body.departure_date);
  const back = text(body.return_date);
  if (!isValidIsoDate(departure)) return 'Departure date must be a valid date (YYYY-MM-DD).';
  if (!isValidIsoDate(back)) return 'Return date must be a valid date (YYYY-MM-DD).';
  if (departure < todayIso()) return 'Departure date cannot be in the past.';
  if (back < departure) return 'Return date cannot be before the departure date.';
  if (!TIME.test(text(body.departure_time))) return 'Departure time must be given as HH:mm.';
  if (!TIME.test(text(body.return_time))) return 'Return time must be given as HH:mm.';
  return null;
}

/** The first failure the real API would report for this body, or null when it is acceptable. */
function problemOf(body: TripRequestBody): string | null {
  const cart = cartProblem(body.company_metro_ids);
  if (cart) return cart;
  const people = body.number_of_people;
  if (typeof people !== 'number' || !Number.isInteger(people) || people < 1) {
    return 'Number of people must be a whole number of at least 1.';
  }
  if (!getDb().trip_types.some((type) => type.id === body.trip_type)) {
    return 'Please choose a trip type.';
  }
  for (const [key, label] of REQUIRED_TEXT) {
    if (!text(body[key])) return `${label} is required.`;
  }
  const dates = dateProblem(body);
  if (dates) return dates;
  if (!isEmail(body.basic_email)) return 'Please enter a valid email address.';
  const phone = text(body.basic_phone).replace(/\D/g, '');
  if (phone.length < 10 || phone.length > 11) return 'Please enter a valid phone number.';
  return null;
}

/** Q-YYMMDD-NNNN, like the seeded quotes, unique in the database. */
function newQuoteNumber(): string {
  const day = todayIso();
  const taken = new Set(getDb().quotes.map((quote) => quote.quote_number));
  for (;;) {
    const number = `Q-${day.slice(2, 4)}${day.slice(5, 7)}${day.slice(8, 10)}-${1000 + Math.floor(Math.random() * 9000)}`;
    if (!taken.has(number)) return number;
  }
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const coordinate = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

function quoteRowOf(body: TripRequestBody, account: AccountRow | null): QuoteRow {
  return {
    itinerary_id: nextId('quotes'),
    quote_number: newQuoteNumber(),
    user_id: account?.login_type === 'user' ? account.user_id : null,
    company_metro_ids: [...new Set(body.company_metro_ids as number[])],
    number_of_people: body.number_of_people as number,
    trip_type: body.trip_type as number,
    departure_city: text(body.departure_city),
    departure_state: text(body.departure_state),
    departure_date: text(body.departure_date),
    departure_time: text(body.departure_time),
    destination_city: text(body.destination_city),
    destination_state: text(body.destination_state),
    return_date: text(body.return_date),
    return_time: text(body.return_time),
    basic_name_of_group: text(body.basic_name_of_group),
    basic_first_name: text(body.basic_first_name),
    basic_last_name: text(body.basic_last_name),
    basic_phone: text(body.basic_phone).replace(/\D/g, ''),
    basic_email: text(body.basic_email),
    notes: text(body.notes),
    origin_latitude: coordinate(body.origin_latitude),
    origin_longitude: coordinate(body.origin_longitude),
    date_submitted: new Date().toISOString(),
  };
}

export const quoteHandlers = [
  /**
   * POST /quote/request: one quote row naming every company in the cart (each company's quote
   * list reads it from there), kept for the user when a user's token came with it.
   */
  http.post(apiUrl('/quote/request'), async ({ request }) => {
    await latency();
    // The token is optional here: an unknown one makes a visitor's request (as the message
    // call does), rather than a 401 that would end the session and empty the cart mid-submit.
    const account = accountOf(request);
    const body = await jsonBody<TripRequestBody>(request);
    if (isResponse(body)) return body;
    const problem = problemOf(body);
    if (problem) return fail(problem);
    const row = quoteRowOf(body, account);
    withDb((db) => {
      db.quotes.push(row);
    });
    return ok({ quote_number: row.quote_number });
  }),

  /** POST /users/quotes/{quoteNumber}/associate: a visitor's quote joins the new account. */
  http.post(apiUrl('/users/quotes/:quoteNumber/associate'), async ({ request, params }) => {
    await latency();
    return withAccount(request, ['user'], (account) => {
      const quoteNumber = decoded(String(params.quoteNumber));
      const quote = getDb().quotes.find((row) => row.quote_number === quoteNumber);
      if (!quote) return fail(`We could not find quote ${quoteNumber}.`);
      if (quote.user_id !== null && quote.user_id !== account.user_id) {
        return fail('This quote belongs to another account.');
      }
      withDb(() => {
        quote.user_id = account.user_id;
      });
      return ok();
    });
  }),
];
