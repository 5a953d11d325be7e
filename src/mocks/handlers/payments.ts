import { http } from 'msw';
import { passThrough, fail, int, intList, isResponse, readBody, strict } from '../body';
import { CARD_BODY, checkCardBody } from '../cardBody';
import { demoTimestamp, demoToday } from '../clock';
import { billingContactOf, cardOnFile, storeBilling, storeCard, unpaidLines } from '../db/cards';
import { approvePaid, prorate } from '../db/listings';
import { metroById, metroName } from '../db/queries';
import { nextMonthStart } from '../db/seed/dates';
import { getDb, issueToken, nextId, withDb } from '../db/store';
import type { AccountRow, CcRecurring, PaymentOption } from '../db/types';
import { apiUrl, latency, ok, paymentsUrl, status, withAccount } from '../http';

/**
 * The contract's payments tag: the card and billing data of the recurring payment
 * (payments/init, paymentInfo), free-trial state, the premium upgrade, and paying pending metro
 * listings (self_pay, self_pay_multiple, on the payments host). Test cards: db/cards.ts.
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

/**
 * GET payments/init (and the wizard's step 5 paymentinfo): what is on file; of the card only its
 * last four and expiry.
 */
export function paymentInfoOf(account: AccountRow) {
  const db = getDb();
  const companyId = account.company_id ?? 0;
  const card = cardOnFile(db, companyId);
  const profile = db.billing_profiles.find((row) => row.company_id === companyId);
  const unpaid = unpaidLines(db, companyId).length > 0;
  return {
    card_number: card?.last4 ?? '',
    card_month: card?.exp_month ?? '',
    card_year: card?.exp_year ?? '',
    card_cvv: '',
    ...billingContactOf(db, companyId, ''),
    account_status: profile?.account_status ?? 'cc_recurring',
    cc_recurring: profile?.cc_recurring ?? 1,
    payment_option: profile?.payment_option ?? 1,
    next_recurring_date: profile?.next_recurring_date ?? nextMonthStart(demoToday()),
    company_name: db.companies.find((row) => row.id === companyId)?.name ?? '',
    client_secret: `seti_demo_${companyId}_secret`,
    id: companyId,
    arrears_status: unpaid,
    arrears_id: unpaid ? account.arrears_id : null,
  };
}

const PAYMENT_OPTIONS: readonly PaymentOption[] = [1, 2, 3, 4];
const RECURRING_DAYS: readonly CcRecurring[] = [1, 4, 7, 10, 13, 15, 18, 19, 21, 23, 25, 27, 29];

/**
 * POST paymentInfo: the processor checks the card (a new number, or the four digits of the one
 * on file), then card (last four only) and billing data are kept. The reply says whether the
 * company owes a balance, and under which arrears id it can be paid.
 */
const savePaymentInfo = http.post(
  apiUrl('/subscribers/:companyId/paymentInfo'),
  async ({ request, params }) => {
    await latency();
    return withAccount(request, ['subscriber'], async (account) => {
      const body = await readBody(request, {
        ...CARD_BODY,
        company_id: passThrough(),
        cc_recurring: passThrough(),
        payment_option: passThrough(),
      });
      if (isResponse(body)) return body;
      if (Number(params.companyId) !== account.company_id || body.company_id !== account.company_id)
        return status(null, 1, 'Your company could not be found.');
      const companyId = account.company_id;
      const checked = checkCardBody(getDb(), companyId, body, true);
      if ('code' in checked) return status(null, checked.code, checked.msg);
      const { card, billing } = checked;
      const option = PAYMENT_OPTIONS.find((value) => value === body.payment_option) ?? 1;
      const arrears = withDb((data) => {
        storeCard(data, account, card, `${billing.first_name} ${billing.last_name}`);
        storeBilling(data, {
          company_id: companyId,
          ...billing,
          account_status: 'cc_recurring',
          cc_recurring: RECURRING_DAYS.find((day) => day === body.cc_recurring) ?? 1,
          payment_option: option,
          next_recurring_date: nextMonthStart(demoToday()),
        });
        if (unpaidLines(data, companyId).length === 0) return null;
        const live = data.accounts.find((row) => row.id === account.id);
        if (live && !live.arrears_id) live.arrears_id = issueToken();
        return live?.arrears_id ?? null;
      });
      return status({ arrears_status: arrears !== null, arrears_id: arrears });
    });
  },
);

export const paymentsHandlers = [
  http.get(apiUrl('/subscribers/:companyId/payments/init'), async ({ request, params }) => {
    await latency();
    return withAccount(request, ['subscriber'], (account) =>
      Number(params.companyId) === account.company_id
        ? ok(paymentInfoOf(account))
        : fail('Your company could not be found.'),
    );
  }),

  savePaymentInfo,

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
