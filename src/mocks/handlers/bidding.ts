import { http } from 'msw';
import { fail, isResponse, malformed, readBody, type Rule } from '../body';
import { demoTimestamp, demoToday } from '../clock';
import { applyBid, bidConfirmation, bidProblem, bidResult } from '../db/bids';
import { inSetup, setupBidResult } from '../db/setupBids';
import { getDb, issueToken, withDb } from '../db/store';
import type { AccountRow, BidSelectionRow } from '../db/types';
import { apiUrl, latency, ok, withAccount } from '../http';

/**
 * The contract's bidding tag: the position tables, the bid cart, its confirmation and Submit
 * Changes. A bid moves the rank at once and stays a pending change (one per listing) until
 * reviewed; failures answer envelope (a) with the server's text.
 */

const UNKNOWN_COMPANY = 'Your company could not be found.';
const UNKNOWN_CART = 'This bid could not be found. Please choose your position again.';
const ALREADY_SENT = 'This bid has already been submitted.';
/** Nothing is charged now, but the adjusted invoice needs a card to charge. */
const NO_PAYMENT_INFO =
  'Your account is missing payment information. Please update your billing information.';

const BID_FIELDS = ['company_metro_id', 'current_position', 'new_position'] as const;
const MONEY_FIELDS = ['current_cost', 'new_monthly_cost'] as const;

/** The cart's metros: whole positions and ids, money as numbers (the contract's BidSelection). */
export const selections: Rule<BidSelectionRow[]> = (input) => {
  const valid =
    Array.isArray(input) &&
    input.length > 0 &&
    input.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        BID_FIELDS.every((key) => Number.isInteger((item as Record<string, unknown>)[key])) &&
        MONEY_FIELDS.every((key) => {
          const value = (item as Record<string, unknown>)[key];
          return typeof value === 'number' && Number.isFinite(value);
        }),
    );
  if (!valid) return { problem: 'Expected metros: a list of bid selections.', malformed: true };
  return {
    value: (input as BidSelectionRow[]).map((item) => ({
      company_metro_id: item.company_metro_id,
      current_position: item.current_position,
      current_cost: item.current_cost,
      new_position: item.new_position,
      new_monthly_cost: item.new_monthly_cost,
    })),
  };
};

type PathParam = string | readonly string[] | undefined;

/** The caller's own company from the path, or the failure to answer. */
function ownCompany(account: AccountRow, companyId: PathParam) {
  return Number(companyId) === account.company_id && account.company_id !== null
    ? null
    : fail(UNKNOWN_COMPANY);
}

/** The caller's own cart named by the path (company and guid), or the failure to answer. */
function ownCart(account: AccountRow, params: { companyId?: PathParam; guid?: PathParam }) {
  const refused = ownCompany(account, params.companyId);
  if (refused) return refused;
  const cart = getDb().bid_carts.find(
    (row) => row.cart_guid === params.guid && row.company_id === account.company_id,
  );
  return cart ?? fail(UNKNOWN_CART);
}

const BIDS = '/subscribers/:companyId/bidforplacement';
const CONFIRMATION = `${BIDS}/:guid/confirmation`;

export const biddingHandlers = [
  http.get(apiUrl(BIDS), async ({ request, params }) => {
    await latency();
    return withAccount(request, ['subscriber'], (account) => {
      const refused = ownCompany(account, params.companyId);
      if (refused) return refused;
      const db = getDb();
      const results = db.company_metros
        .filter((row) => row.company_id === account.company_id)
        // During setup, a metro requested in the wizard shows the place it will take (step 4).
        .map((row) => (inSetup(account) ? setupBidResult : bidResult)(db, row, account.free_trial));
      return ok({ results });
    });
  }),

  http.post(apiUrl(BIDS), async ({ request, params }) => {
    await latency();
    return withAccount(request, ['subscriber'], async (account) => {
      const body = await readBody(request, { metros: selections });
      if (isResponse(body)) return body;
      const refused = ownCompany(account, params.companyId);
      if (refused) return refused;
      const db = getDb();
      for (const bid of body.metros) {
        const problem = bidProblem(db, account, bid);
        if (problem) return fail(problem);
      }
      if (new Set(body.metros.map((bid) => bid.company_metro_id)).size !== body.metros.length)
        return malformed('Each metro may be bid on once per cart.');
      const cartGuid = issueToken();
      withDb((data) => {
        data.bid_carts.push({
          cart_guid: cartGuid,
          company_id: account.company_id ?? 0,
          metros: body.metros,
          created_at: demoTimestamp(),
          confirmed: false,
        });
      });
      return ok({ cart_guid: cartGuid });
    });
  }),

  http.get(apiUrl(CONFIRMATION), async ({ request, params }) => {
    await latency();
    return withAccount(request, ['subscriber'], (account) => {
      const cart = ownCart(account, params);
      if (isResponse(cart)) return cart;
      return ok(bidConfirmation(getDb(), cart, demoToday()));
    });
  }),

  http.post(apiUrl(CONFIRMATION), async ({ request, params }) => {
    await latency();
    return withAccount(request, ['subscriber'], (account) => {
      const cart = ownCart(account, params);
      if (isResponse(cart)) return cart;
      if (cart.confirmed) return fail(ALREADY_SENT);
      const db = getDb();
      if (!db.cards.some((card) => card.company_id === account.company_id))
        return fail(NO_PAYMENT_INFO);
      // The ranks may have moved since the cart was made (someone else's bid).
      for (const bid of cart.metros) {
        const problem = bidProblem(db, account, bid);
        if (problem) return fail(problem);
      }
      withDb((data) => {
        const stored = data.bid_carts.find((row) => row.cart_guid === cart.cart_guid);
        if (stored) stored.confirmed = true;
        for (const bid of cart.metros) applyBid(data, bid, demoTimestamp());
      });
      return ok();
    });
  }),
];
