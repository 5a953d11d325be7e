import { http } from 'msw';
import { demoNow, demoTimestamp } from '../clock';
import { getDb, nextId, withDb } from '../db/store';
import { apiUrl, latency, status, withAccount } from '../http';

/** The contract's payments tag: free-trial state and the premium upgrade. */

/** Today's share of a month's price, from today to the month's end (the prorated billing). */
export function prorate(monthly: number, today: Date = demoNow()): number {
  const days = new Date(today.getFullYear(), today.getMonth() + 1, 0).getDate();
  const left = days - today.getDate() + 1;
  return Math.round((monthly * left * 100) / days) / 100;
}

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
];
