import { http } from 'msw';
import { int, isResponse, oneOf, readBody, strict, text, type Rule } from '../body';
import { demoTimestamp } from '../clock';
import {
  addListing,
  citiesMatching,
  listingsAnswer,
  metroOption,
  metrosWithin,
} from '../db/listings';
import { metroById } from '../db/queries';
import { applySetupBid, setupBidProblem } from '../db/setupBids';
import { getDb, withDb } from '../db/store';
import type { AccountRow, BidSelectionRow, ListingContact } from '../db/types';
import { apiUrl, latency, status, withAccount } from '../http';
import { selections } from './bidding';

/**
 * The wizard tag's steps 3 and 4 (envelope b): the Metro Listing of step 3, its city search,
 * metros in a radius, adding and removing a metro, step 3's Next, and step 4's Skip and Save.
 * A metro added here is requested like any other (Pending Approval, paid in step 5) but needs no
 * approval or card yet: the company is new. Finishing a step moves the account's progress on.
 */

const UNKNOWN_COMPANY = 'Your company could not be found.';
const UNKNOWN_LISTING = 'This metro could not be found in your Metro Listing.';
const NO_METRO = 'Please add at least one metro before you continue.';

/** The step the company is at is not `step`: the call belongs to another step. */
const notAtStep = (step: number, account: AccountRow) =>
  status(
    null,
    1,
    account.setup_progress > step
      ? `Setup step ${step} is already done.`
      : `Please finish setup step ${account.setup_progress} first.`,
  );

const companyId = strict(int('Expected a company id.'));
const queryId = (request: Request): number =>
  Number(new URL(request.url).searchParams.get('companyId'));
const listingsOf = (company: number) =>
  getDb().company_metros.filter((row) => row.company_id === company);

/** A number the contract types as one (base_rate): anything else is a malformed body. */
const amount: Rule<number> = strict<number>((input) =>
  typeof input === 'number' && Number.isFinite(input)
    ? { value: input }
    : { problem: 'Expected a number.' },
);

/** Step 4's bids: the bidding tag's selections, or none at all (Skip, or nothing chosen). */
const bids: Rule<BidSelectionRow[]> = (input, body) =>
  Array.isArray(input) && input.length === 0 ? { value: [] } : selections(input, body);

/** The caller's own company, else the failure to answer (envelope b). */
const foreign = (account: AccountRow, id: number) =>
  id === account.company_id && account.company_id !== null
    ? null
    : status(null, 1, UNKNOWN_COMPANY);

/** The account moves from `step` to the next one. */
function advance(account: AccountRow, step: 3 | 4): void {
  withDb((db) => {
    const row = db.accounts.find((item) => item.id === account.id);
    if (row) row.setup_progress = (step + 1) as AccountRow['setup_progress'];
  });
}

/** The Add Metro modal's address fields, kept as the listing's contact where filled in. */
function contactOf(
  fields: Record<'address' | 'address_line' | 'city' | 'state_province' | 'phone', string>,
): ListingContact | null {
  const contact: ListingContact = {};
  const address = [fields.address, fields.address_line].filter(Boolean).join(', ');
  if (address) contact.address = address;
  if (fields.city) contact.city = fields.city;
  if (fields.state_province) contact.state = fields.state_province;
  if (fields.phone) contact.phone = fields.phone;
  return Object.keys(contact).length > 0 ? contact : null;
}

const THIRD = '/company/progress/third/step';

const thirdStepHandlers = [
  http.get(apiUrl(`${THIRD}/listing`), async ({ request }) => {
    await latency();
    return withAccount(request, ['subscriber'], (account) => {
      const id = queryId(request);
      const refused = foreign(account, id);
      if (refused) return refused;
      const answer = listingsAnswer(getDb(), id, listingsOf(id));
      return status({
        listing: answer.listings,
        total_billing_amount: answer.total_billing_amount,
      });
    });
  }),

  http.post(apiUrl(`${THIRD}/search`), async ({ request }) => {
    await latency();
    return withAccount(request, ['subscriber'], async () => {
      const body = await readBody(request, { term: text() });
      if (isResponse(body)) return body;
      if (body.term.length < 2) return status(null, 1, 'Please type at least 2 characters.');
      return status(citiesMatching(getDb(), body.term));
    });
  }),

  http.post(apiUrl(`${THIRD}/findmetros`), async ({ request }) => {
    await latency();
    return withAccount(request, ['subscriber'], async (account) => {
      const body = await readBody(request, {
        city_id: strict(int('Expected a city id.')),
        mile_radius: strict(oneOf([50, 100, 200], 'Expected a radius of 50, 100 or 200 miles.')),
        company_id: companyId,
      });
      if (isResponse(body)) return body;
      const refused = foreign(account, body.company_id);
      if (refused) return refused;
      const db = getDb();
      const city = metroById(db, body.city_id);
      if (!city) return status(null, 1, 'This city could not be found.');
      return status(metrosWithin(db, city, body.mile_radius).map((row) => metroOption(db, row)));
    });
  }),

  http.post(apiUrl(`${THIRD}/addmetro`), async ({ request }) => {
    await latency();
    return withAccount(request, ['subscriber'], async (account) => {
      const body = await readBody(request, {
        metro_id: strict(int('Expected a metro id.')),
        base_rate: amount,
        company_id: companyId,
        company_name: text(),
        city: text(),
        address: text(),
        address_line: text(),
        state_province: text(),
        country: text(),
        phone: text(),
      });
      if (isResponse(body)) return body;
      const refused = foreign(account, body.company_id);
      if (refused) return refused;
      if (account.setup_progress !== 3) return notAtStep(3, account);
      const metro = metroById(getDb(), body.metro_id);
      if (!metro) return status(null, 1, 'This metro could not be found.');
      if (listingsOf(body.company_id).some((row) => row.metro_id === metro.id))
        return status(null, 1, 'You are already listed in this metro.');
      const id = withDb((data) =>
        addListing(data, {
          company_id: body.company_id,
          metro_id: metro.id,
          // The server's own rate, whatever the page showed; free-trial listings are not billed.
          monthly_cost: account.free_trial ? 0 : metro.base_rate,
          contact: contactOf(body),
        }),
      );
      return status({ company_metro_id: id });
    });
  }),

  http.post(apiUrl(`${THIRD}/removemetro`), async ({ request }) => {
    await latency();
    return withAccount(request, ['subscriber'], async (account) => {
      const body = await readBody(request, {
        company_metro_id: strict(int('Expected a company metro id.')),
        company_id: companyId,
        company_name: text(),
      });
      if (isResponse(body)) return body;
      const refused = foreign(account, body.company_id);
      if (refused) return refused;
      if (account.setup_progress !== 3) return notAtStep(3, account);
      const row = listingsOf(body.company_id).find((item) => item.id === body.company_metro_id);
      if (!row) return status(null, 1, UNKNOWN_LISTING);
      // Never paid nor approved: the request is simply withdrawn.
      if (row.status !== 'Pending Approval')
        return status(null, 1, 'Only metros added during setup can be removed here.');
      withDb((data) => {
        data.company_metros = data.company_metros.filter((item) => item.id !== row.id);
        for (const bus of data.buses) {
          bus.company_metro_ids = bus.company_metro_ids.filter((item) => item !== row.id);
        }
      });
      return status(null);
    });
  }),

  http.post(apiUrl('/company/progress/update/setup/third/index'), async ({ request }) => {
    await latency();
    return withAccount(request, ['subscriber'], (account) => {
      const refused = foreign(account, queryId(request));
      if (refused) return refused;
      if (account.setup_progress !== 3) return notAtStep(3, account);
      if (listingsOf(account.company_id ?? 0).length === 0) return status(null, 1, NO_METRO);
      advance(account, 3);
      return status(null);
    });
  }),
];

/** Skip (no bids) or Save and Next (the pending bids): checked, applied, then step 5. */
function finishBidStep(path: 'skip' | 'save') {
  return http.post(apiUrl(`/company/progress/forth/step/${path}`), async ({ request }) => {
    await latency();
    return withAccount(request, ['subscriber'], async (account) => {
      const body = await readBody(request, { company_id: companyId, metros: bids });
      if (isResponse(body)) return body;
      const refused = foreign(account, body.company_id);
      if (refused) return refused;
      if (account.setup_progress !== 4) return notAtStep(4, account);
      const metros = path === 'skip' ? [] : body.metros;
      if (new Set(metros.map((bid) => bid.company_metro_id)).size !== metros.length)
        return status(null, 1, 'Each metro may be bid on once.');
      const db = getDb();
      for (const bid of metros) {
        const problem = setupBidProblem(db, account, bid);
        if (problem) return status(null, 1, problem);
      }
      withDb((data) => {
        for (const bid of metros) applySetupBid(data, bid, demoTimestamp());
      });
      advance(account, 4);
      return status(null);
    });
  });
}

export const wizardMetrosHandlers = [
  ...thirdStepHandlers,
  finishBidStep('skip'),
  finishBidStep('save'),
];
