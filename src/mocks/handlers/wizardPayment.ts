import { http } from 'msw';
import { isResponse, passThrough, readBody } from '../body';
import { CARD_BODY, checkCardBody } from '../cardBody';
import { demoTimestamp, demoToday } from '../clock';
import { CYCLE_MONTHS } from '../db/bids';
import { storeBilling, storeCard } from '../db/cards';
import { approvePaid, CYCLES, listingsAnswer, PREPAY_DISCOUNT } from '../db/listings';
import { listingsOfCompany, metroById, metroName } from '../db/queries';
import { nextMonthStart } from '../db/seed/dates';
import { getDb, nextId, withDb } from '../db/store';
import type { AccountRow, DemoDb, PaymentOption } from '../db/types';
import { apiUrl, latency, status, withAccount } from '../http';
import { paymentInfoOf } from './payments';

/**
 * The wizard tag's step 5 (/company/progress/fifth/*): the Metro Listing summary per payment
 * option, the payment information on file, and the two ways to finish setup. Save keeps the
 * card and billing data; Pay keeps them too and charges the Pending Approval listings, which
 * then go live in their metros (as self_pay does). Either one finishes setup (progress 6).
 * Card rules and test cards are the demo processor's (db/cards.ts).
 */

const PAYMENT_OPTIONS: readonly PaymentOption[] = [1, 2, 3, 4];

const optionOf = (value: unknown): PaymentOption | null =>
  PAYMENT_OPTIONS.find((option) => option === Number(value)) ?? null;

const cents = (amount: number): number => Math.round(amount * 100);
/** An amount less the option's prepay discount, to the cent. */
const discounted = (amount: number, option: PaymentOption): number =>
  Math.round((cents(amount) * (100 - PREPAY_DISCOUNT[option])) / 100) / 100;

/**
 * SetupPaymentListing for a payment option: the company's listings as the listings page shows
 * them, Total Billing for one period of that option (its months, less its prepay discount) and
 * Prorated Billing from the demo clock to the renewal date (the first of next month, Recurring
 * 1st: each listing's pay_total), less the same discount.
 */
export function setupPaymentListing(db: DemoDb, companyId: number, option: PaymentOption) {
  const answer = listingsAnswer(db, companyId, listingsOfCompany(db, companyId));
  return {
    listing: answer.listings.map((row) => ({ ...row, cost_cycle: CYCLES[option] })),
    total_billing_amount: discounted(answer.totals.metro_costs * CYCLE_MONTHS[option], option),
    prorated_billing_amount: discounted(answer.prorated_total_amount, option),
    next_recurring_date: answer.next_recurring_date,
    today: answer.today,
    discount_rate: PREPAY_DISCOUNT[option],
  };
}

/** Charges the Pending Approval listings (prorated, discounted); each joins its metro. */
function payPendingListings(db: DemoDb, companyId: number, option: PaymentOption, last4: string) {
  const pending = listingsOfCompany(db, companyId).filter(
    (row) => row.status === 'Pending Approval',
  );
  if (pending.length === 0) return;
  const ids = new Set(pending.map((row) => row.id));
  const summary = setupPaymentListing(db, companyId, option);
  const prorated = summary.listing
    .filter((row) => ids.has(row.company_metro_id))
    .reduce((total, row) => total + cents(row.pay_total), 0);
  const names = pending.map((row) => {
    const metro = metroById(db, row.metro_id);
    return metro ? metroName(metro) : 'Listing';
  });
  for (const row of pending) approvePaid(db, row);
  db.payments.push({
    id: nextId('payments'),
    company_id: companyId,
    amount: discounted(prorated / 100, option),
    description: `New metro listing (prorated): ${names.join(', ')}`,
    card_last4: last4,
    created_at: demoTimestamp(),
  });
}

const PAYMENT_BODY = {
  ...CARD_BODY,
  company_id: passThrough(),
  cc_recurring: passThrough(),
  payment_option: passThrough(),
};

/**
 * POST save and pay: the processor checks the card (a new number, or the four digits of the one
 * on file); card (last four only) and billing data are kept with the chosen option; setup ends.
 * A refusal is a non-zero code with the processor's words (result false).
 */
function finishSetup(pay: boolean) {
  return async ({ request }: { request: Request }) => {
    await latency();
    return withAccount(request, ['subscriber'], async (account: AccountRow) => {
      const body = await readBody(request, PAYMENT_BODY);
      if (isResponse(body)) return body;
      const companyId = account.company_id;
      if (companyId === null || body.company_id !== companyId)
        return status(false, 1, 'Your company could not be found.');
      if (account.setup_progress !== 5)
        return status(false, 6, 'This company is not at the payment step.');
      const option = optionOf(body.payment_option);
      if (option === null) return status(false, 5, 'Please choose a payment option.');
      const checked = checkCardBody(getDb(), companyId, body, true);
      if ('code' in checked) return status(false, checked.code, checked.msg);
      const { card, billing } = checked;
      withDb((db) => {
        storeCard(db, account, card, `${billing.first_name} ${billing.last_name}`);
        storeBilling(db, {
          company_id: companyId,
          ...billing,
          account_status: 'cc_recurring',
          // The wizard offers Recurring 1st only.
          cc_recurring: 1,
          payment_option: option,
          next_recurring_date: nextMonthStart(demoToday()),
        });
        if (pay) payPendingListings(db, companyId, option, card.last4);
        const live = db.accounts.find((row) => row.id === account.id);
        if (live) live.setup_progress = 6;
      });
      return status(true);
    });
  };
}

export const wizardPaymentHandlers = [
  http.get(apiUrl('/company/progress/fifth/step/listing'), async ({ request }) => {
    await latency();
    return withAccount(request, ['subscriber'], (account) => {
      const query = new URL(request.url).searchParams;
      const companyId = account.company_id;
      if (companyId === null || Number(query.get('companyId')) !== companyId)
        return status(null, 1, 'Unknown company.');
      const option = optionOf(query.get('paymentOption'));
      if (option === null) return status(null, 2, 'Unknown payment option.');
      return status(setupPaymentListing(getDb(), companyId, option));
    });
  }),

  http.get(apiUrl('/company/progress/fifth/step/paymentinfo'), async ({ request }) => {
    await latency();
    return withAccount(request, ['subscriber'], (account) =>
      Number(new URL(request.url).searchParams.get('companyId')) === account.company_id
        ? status(paymentInfoOf(account))
        : status(null, 1, 'Unknown company.'),
    );
  }),

  http.post(apiUrl('/company/progress/fifth/step/save'), finishSetup(false)),
  http.post(apiUrl('/company/progress/fifth/step/pay'), finishSetup(true)),
];
