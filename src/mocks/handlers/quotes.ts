import { http } from 'msw';
import { email, fail, int, isResponse, match, readBody, refine, text, type Rule } from '../body';
import { demoTimestamp, demoToday } from '../clock';
import { companyById, listingById } from '../db/queries';
import { getDb, nextId, withDb } from '../db/store';
import type { DemoDb, QuoteRow } from '../db/types';
import { accountOf, apiUrl, latency, ok, withAccount } from '../http';

/** The contract's quotes tag: the trip request, a visitor quote's association, quote history. */

/** The listings of the cart: every one known and taking requests. */
const cart: Rule<number[]> = (raw) => {
  if (!Array.isArray(raw) || raw.length === 0)
    return { problem: 'Please choose at least one company.' };
  const db = getDb();
  for (const listingId of raw) {
    const listing = typeof listingId === 'number' ? listingById(db, listingId) : undefined;
    if (!listing) return { problem: 'One of the companies you chose could not be found.' };
    if (listing.status !== 'Active/Approved') {
      const name = listing.alias ?? companyById(db, listing.company_id)?.name ?? 'A company';
      return {
        problem: `${name} is not taking quote requests right now. Please remove it and try again.`,
      };
    }
  }
  return { value: [...new Set(raw as number[])] };
};

/** A calendar date written YYYY-MM-DD (the contract's date format). */
function isoDate(problem: string): Rule<string> {
  return refine(match(/^\d{4}-\d{2}-\d{2}$/, problem), (value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value)
      ? null
      : problem;
  });
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const coordinate: Rule<number> = (raw) => ({
  value: typeof raw === 'number' && Number.isFinite(raw) ? raw : 0,
});

/** POST /quote/request as the contract gives it; the rules run in this order. */
const TRIP_REQUEST = {
  company_metro_ids: cart,
  number_of_people: int('Number of people must be a whole number of at least 1.', 1),
  trip_type: refine(int('Please choose a trip type.'), (value) =>
    getDb().trip_types.some((type) => type.id === value) ? null : 'Please choose a trip type.',
  ),
  departure_city: text('Departure city is required.'),
  departure_state: text('Departure state is required.'),
  destination_city: text('Destination city is required.'),
  destination_state: text('Destination state is required.'),
  basic_name_of_group: text('Name of group is required.'),
  basic_first_name: text('First name is required.'),
  basic_last_name: text('Last name is required.'),
  departure_date: refine(isoDate('Departure date must be a valid date (YYYY-MM-DD).'), (day) =>
    day < demoToday() ? 'Departure date cannot be in the past.' : null,
  ),
  return_date: refine(isoDate('Return date must be a valid date (YYYY-MM-DD).'), (day, body) =>
    typeof body.departure_date === 'string' && day < body.departure_date.trim()
      ? 'Return date cannot be before the departure date.'
      : null,
  ),
  departure_time: match(TIME, 'Departure time must be given as HH:mm.'),
  return_time: match(TIME, 'Return time must be given as HH:mm.'),
  basic_email: email(),
  basic_phone: refine(text(), (phone) => {
    const digits = phone.replace(/\D/g, '').length;
    return digits < 10 || digits > 11 ? 'Please enter a valid phone number.' : null;
  }),
  notes: text(),
  origin_latitude: coordinate,
  origin_longitude: coordinate,
};

/** Q-YYMMDD-NNNN, like the seeded quotes, unique in the database. */
function newQuoteNumber(): string {
  const day = demoToday().replace(/-/g, '').slice(2);
  const taken = new Set(getDb().quotes.map((quote) => quote.quote_number));
  for (;;) {
    const number = `Q-${day}-${1000 + Math.floor(Math.random() * 9000)}`;
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

function quoteJson(db: DemoDb, quote: QuoteRow) {
  return {
    itinerary_id: quote.itinerary_id,
    group_name: quote.basic_name_of_group,
    departure_city: quote.departure_city,
    departure_state: quote.departure_state,
    departure_date: quote.departure_date,
    destination_city: quote.destination_city,
    destination_state: quote.destination_state,
    return_date: quote.return_date,
    date_submitted: quote.date_submitted,
    number_of_passengers: quote.number_of_people,
    name: `${quote.basic_first_name} ${quote.basic_last_name}`.trim(),
    email: quote.basic_email,
    phone: quote.basic_phone,
    companies: quote.company_metro_ids.flatMap((companyMetroId) => {
      const listing = listingById(db, companyMetroId);
      const company = listing ? companyById(db, listing.company_id) : undefined;
      if (!listing || !company) return [];
      return [
        {
          company_id: company.id,
          company_display_name: listing.alias ?? company.name,
          url_slug: company.url_slug,
        },
      ];
    }),
  };
}

export const quotesHandlers = [
  /**
   * POST /quote/request: one quote row naming every company in the cart (each company's quote
   * list reads it from there), kept for the user when a user's token came with it.
   */
  http.post(apiUrl('/quote/request'), async ({ request }) => {
    await latency();
    // The token is optional here: an unknown one makes a visitor's request (as the message
    // call does), rather than a 401 that would end the session and empty the cart mid-submit.
    const account = accountOf(request);
    const body = await readBody(request, TRIP_REQUEST);
    if (isResponse(body)) return body;
    const row: QuoteRow = {
      ...body,
      basic_phone: body.basic_phone.replace(/\D/g, ''),
      itinerary_id: nextId('quotes'),
      quote_number: newQuoteNumber(),
      user_id: account?.login_type === 'user' ? account.user_id : null,
      date_submitted: demoTimestamp(),
    };
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

  http.get(apiUrl('/users/quotes'), async ({ request }) => {
    await latency();
    return withAccount(request, ['user'], (account) => {
      const db = getDb();
      const quotes = db.quotes
        .filter((quote) => quote.user_id !== null && quote.user_id === account.user_id)
        .sort((a, b) => b.date_submitted.localeCompare(a.date_submitted))
        .map((quote) => quoteJson(db, quote));
      return ok({ quotes });
    });
  }),
];
