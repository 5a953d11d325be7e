import { http } from 'msw';
import { fail, int, intList, isResponse, readBody, strict } from '../body';
import { demoTimestamp } from '../clock';
import { approvePaid, prorate } from '../db/listings';
import { metroById, metroName } from '../db/queries';
import { getDb, nextId, withDb } from '../db/store';
import type { AccountRow } from '../db/types';
import { apiUrl, latency, ok, paymentsUrl, status, withAccount } from '../http';

/**
 * The contract's payments tag: free-trial state, the premium upgrade, and paying pending metro
 * listings (self_pay, self_pay_multiple, on the payments host).
 */

function upgradeListOf(companyId: number) {
  const db = getDb();
  const listings = db.company_metros.filter((row) => row.company_id === companyId);
  const listingList = listings.map((row) => {
    const metro = db.metros.find((candidate) => candidate.id === row.metro_id);
    const price = metro?.base_rate ?? 0;
    return {
      company_metro_id: row.id,
      metro_name: metro ? `${metro.city}, ${metro.state}` : 'Unknown metro',
      base_new_price: price,
      base_current_price: prorate(price),
    };
  });
  const sum = (key: 'base_new_price' | 'base_current_price') =>
    Math.round(listingList.reduce((total, row) => total + row[key] * 100, 0)) / 100;
  return {
    // The contract's own spelling of this key.
    bast_new_price_total: sum('base_new_price'),
    base_current_price_total: sum('base_current_price'),
    have_bank_card_added: db.cards.some((card) => card.company_id === companyId),
    listing_list: listingList,
  };
}

const companyIdOf = (request: Request): number =>
  Number(new URL(request.url).searchParams.get('company_id'));

export const paymentsHandlers = [
  http.get(apiUrl('/subscribers/:companyId/freetrialaccount'), async ({ request, params }) => {
    await latency();
    return withAccount(request, ['subscriber'], (account) => {
      if (Number(params.companyId) !== account.company_id)
        return status(null, 1, 'Unknown company.');
      return status({ free_trial: account.free_trial, upgrade_premium: account.upgrade_premium });
    });
  }),

  http.get(apiUrl('/subscribers/listings/upgrade_to_premium'), async ({ request }) => {
    await latency();
    return withAccount(request, ['subscriber'], (account) => {
      const companyId = companyIdOf(request);
      if (companyId !== account.company_id) return status(null, 1, 'Unknown company.');
      if (!account.free_trial) return status(null, 2, 'This account is not on a free trial.');
      return status(upgradeListOf(companyId));
    });
  }),

  http.get(apiUrl('/subscribers/self_pay_upgrade_to_premium'), async ({ request }) => {
    await latency();
    return withAccount(request, ['subscriber'], (account) => {
      const companyId = companyIdOf(request);
      if (companyId !== account.company_id) return status(null, 1, 'Unknown company.');
      const list = upgradeListOf(companyId);
      if (!list.have_bank_card_added)
        return status(null, 3, 'Please add a credit card before paying the bill.');
      const card = getDb().cards.find((row) => row.company_id === companyId);
      withDb((db) => {
        const row = db.accounts.find((candidate) => candidate.id === account.id);
        if (row) {
          row.free_trial = false;
          row.upgrade_premium = false;
        }
        db.payments.push({
          id: nextId('payments'),
          company_id: companyId,
          amount: list.base_current_price_total,
          description: 'Upgrade to premium placement (prorated)',
          card_last4: card?.last4 ?? null,
          created_at: demoTimestamp(),
        });
      });
      return status(null, 0, 'Your listings have been upgraded.');
    });
  }),

  http.post(paymentsUrl('/self_pay'), async ({ request }) => {
    await latency();
    return withAccount(request, ['subscriber'], async (account) => {
      const body = await readBody(request, {
        company_metro_id: strict(int('Expected a listing id.')),
        company_id: strict(int('Expected a company id.')),
      });
      if (isResponse(body)) return body;
      return payListings(account, body.company_id, [body.company_metro_id]);
    });
  }),

  http.post(paymentsUrl('/self_pay_multiple'), async ({ request }) => {
    await latency();
    return withAccount(request, ['subscriber'], async (account) => {
      const body = await readBody(request, {
        company_metro_ids: strict(intList('Expected a list of listing ids.', true)),
        company_id: strict(int('Expected a company id.')),
      });
      if (isResponse(body)) return body;
      return payListings(account, body.company_id, body.company_metro_ids);
    });
  }),
];

/**
 * Charges the card on file for Pending Approval listings, prorated to the month's end; a paid
 * listing is approved at once in the demo and joins its metro at the end.
 */
function payListings(account: AccountRow, companyId: number, ids: number[]): Response {
  if (companyId !== account.company_id) return fail('Your company could not be found.');
  if (account.free_trial) return fail('Free-trial listings have nothing to pay.');
  const db = getDb();
  const rows = ids.map((id) => db.company_metros.find((row) => row.id === id));
  if (rows.some((row) => !row || row.company_id !== companyId))
    return fail('This listing could not be found.');
  if (rows.some((row) => row?.status !== 'Pending Approval'))
    return fail('This listing has nothing to pay.');
  const card = db.cards.find((row) => row.company_id === companyId);
  // The contract's own example of this failure (the client looks for the word "missing").
  if (!card) return fail('Payment information is missing. Please add a credit card.');
  withDb((data) => {
    const names: string[] = [];
    let cents = 0;
    for (const id of ids) {
      const row = data.company_metros.find((item) => item.id === id);
      if (!row) continue;
      const metro = metroById(data, row.metro_id);
      names.push(metro ? metroName(metro) : 'Listing');
      cents += Math.round(prorate(row.monthly_cost) * 100);
      approvePaid(data, row);
    }
    data.payments.push({
      id: nextId('payments'),
      company_id: companyId,
      amount: cents / 100,
      description: `New metro listing (prorated): ${names.join(', ')}`,
      card_last4: card.last4,
      created_at: demoTimestamp(),
    });
  });
  return ok();
}
