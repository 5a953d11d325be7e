import { http } from 'msw';
import { fail, int, isResponse, oneOf, readBody, strict, text, type Rule } from '../body';
import {
  addListing,
  citiesMatching,
  listingsAnswer,
  metroOption,
  metrosWithin,
  recommendedFor,
} from '../db/listings';
import { metroById } from '../db/queries';
import { getDb, withDb } from '../db/store';
import type { AccountRow } from '../db/types';
import { apiUrl, latency, ok, withAccount } from '../http';

/**
 * The contract's listings tag, but for /subscribers/listings/{id}/edit and /edit/* (listingEdit.ts):
 * the listings table, the invoice's pending listings, and adding and removing metros.
 */

const UNKNOWN_COMPANY = 'Your company could not be found.';
const UNKNOWN_LISTING = 'This listing could not be found.';
/** The spec's own text for an unapproved company. */
const NOT_APPROVED =
  'Your account is still pending approval. You cannot add additional metros at this time.';
const NO_PAYMENT_INFO = 'Your account is missing payment information.';

/** A number the contract types as one (base_rate): anything else is a malformed body. */
const amount: Rule<number> = strict<number>((input) =>
  typeof input === 'number' && Number.isFinite(input)
    ? { value: input }
    : { problem: 'Expected a number.' },
);
const companyId = strict(int('Expected a company id.'));

const queryId = (request: Request, name: string): number =>
  Number(new URL(request.url).searchParams.get(name));

/** The caller's own company, or the failure to answer. */
function ownCompany(account: AccountRow, id: number): Response | null {
  return id === account.company_id && account.company_id !== null ? null : fail(UNKNOWN_COMPANY);
}

const listingsOf = (company: number) =>
  getDb().company_metros.filter((row) => row.company_id === company);

export const listingsHandlers = [
  http.get(apiUrl('/subscribers/listings'), async ({ request }) => {
    await latency();
    return withAccount(request, ['subscriber'], (account) => {
      const id = queryId(request, 'company_id');
      return ownCompany(account, id) ?? ok(listingsAnswer(getDb(), id, listingsOf(id)));
    });
  }),

  http.get(apiUrl('/subscribers/listings_pending'), async ({ request }) => {
    await latency();
    return withAccount(request, ['subscriber'], (account) => {
      const id = queryId(request, 'company_id');
      const pending = listingsOf(id).filter((row) => row.status === 'Pending Approval');
      return ownCompany(account, id) ?? ok(listingsAnswer(getDb(), id, pending));
    });
  }),

  http.get(apiUrl('/subscribers/listings/recommend/metros'), async ({ request }) => {
    await latency();
    return withAccount(request, ['subscriber'], (account) => {
      const id = queryId(request, 'companyId');
      const db = getDb();
      return (
        ownCompany(account, id) ??
        ok({ metros: recommendedFor(db, id).map((metro) => metroOption(db, metro)) })
      );
    });
  }),

  http.post(apiUrl('/subscribers/listings/search'), async ({ request }) => {
    await latency();
    return withAccount(request, ['subscriber'], async () => {
      const body = await readBody(request, { term: text() });
      if (isResponse(body)) return body;
      if (body.term.length < 2) return fail('Please type at least 2 characters.');
      return ok({ locations: citiesMatching(getDb(), body.term) });
    });
  }),

  http.post(apiUrl('/subscribers/listings/findmetros'), async ({ request }) => {
    await latency();
    return withAccount(request, ['subscriber'], async () => {
      const body = await readBody(request, {
        city_id: int('Please choose a city.'),
        mile_radius: oneOf([50, 100, 200], 'Please choose a radius of 50, 100 or 200 miles.'),
      });
      if (isResponse(body)) return body;
      const db = getDb();
      const city = metroById(db, body.city_id);
      if (!city) return fail('This city could not be found.');
      const metros = metrosWithin(db, city, body.mile_radius).map((metro) =>
        metroOption(db, metro),
      );
      return ok({ metros });
    });
  }),

  http.post(apiUrl('/subscribers/listings/addmetro'), async ({ request }) => {
    await latency();
    return withAccount(request, ['subscriber'], async (account) => {
      const body = await readBody(request, {
        metro_id: int('Please choose a metro.'),
        base_rate: amount,
        company_id: companyId,
        company_name: text(),
      });
      if (isResponse(body)) return body;
      const refused = ownCompany(account, body.company_id);
      if (refused) return refused;
      const db = getDb();
      const metro = metroById(db, body.metro_id);
      if (!metro) return fail('This metro could not be found.');
      if (!db.companies.find((row) => row.id === body.company_id)?.approved)
        return fail(NOT_APPROVED);
      // A free trial pays nothing, so it needs no card on file.
      if (!account.free_trial && !db.cards.some((card) => card.company_id === body.company_id))
        return fail(NO_PAYMENT_INFO);
      if (listingsOf(body.company_id).some((row) => row.metro_id === metro.id))
        return fail('You are already listed in this metro.');
      const id = withDb((data) =>
        addListing(data, {
          company_id: body.company_id,
          metro_id: metro.id,
          // The server's own rate, whatever the page showed; free-trial listings are not billed.
          monthly_cost: account.free_trial ? 0 : metro.base_rate,
          contact: null,
        }),
      );
      return ok({ company_metro_id: id });
    });
  }),

  http.post(apiUrl('/subscribers/listings/removemetro'), async ({ request }) => {
    await latency();
    return withAccount(request, ['subscriber'], async (account) => {
      const body = await readBody(request, {
        company_metro_id: int(UNKNOWN_LISTING),
        company_id: companyId,
        company_name: text(),
      });
      if (isResponse(body)) return body;
      const refused = ownCompany(account, body.company_id);
      if (refused) return refused;
      const row = listingsOf(body.company_id).find((item) => item.id === body.company_metro_id);
      if (!row) return fail(UNKNOWN_LISTING);
      if (row.status === 'Pending Removal') return fail('This metro is already pending removal.');
      withDb((data) => {
        const stored = data.company_metros.find((item) => item.id === row.id);
        if (stored) stored.status = 'Pending Removal';
      });
      return ok();
    });
  }),
];
