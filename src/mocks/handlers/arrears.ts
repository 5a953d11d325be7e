import { http } from 'msw';
import { passThrough, fail, isResponse, readBody, text } from '../body';
import { CARD_BODY, checkCardBody } from '../cardBody';
import { demoToday } from '../clock';
import {
  billingContactOf,
  cardOnFile,
  cardUsable,
  settleArrears,
  storeBilling,
  storeCard,
  totalOf,
  unpaidLines,
} from '../db/cards';
import { nextMonthStart } from '../db/seed/dates';
import { getDb, withDb } from '../db/store';
import type { AccountRow } from '../db/types';
import { accountOf, apiUrl, latency, ok, status, unauthorized } from '../http';

/**
 * The contract's arrears tag: GET and POST subscribers/{company_id}/payments/arrears. The page
 * /charge_arrears/:secretKey sends its secret key as the path's company id and pays with a new
 * card (no login needed); after a payment save, a logged-in operator charges the card on file
 * (payment_origin '1', the company id in the path). Answers: envelope (a) for the GET, (b) with
 * result 1 = paid for the POST.
 */

const PATH = apiUrl('/subscribers/:companyId/payments/arrears');
const UNKNOWN_LINK = 'This payment link is not valid, or the balance has already been paid.';

/** The suspended account a secret key belongs to, while it still owes something. */
function accountOfKey(key: string): AccountRow | undefined {
  const db = getDb();
  const account = db.accounts.find((row) => row.arrears_id === key && row.arrears_id !== null);
  if (!account?.company_id || unpaidLines(db, account.company_id).length === 0) return undefined;
  return account;
}

const refused = (code: number, msg: string) => status(0, code, msg);
const paid = () => status(1);

function invoiceOf(account: AccountRow) {
  const db = getDb();
  const companyId = account.company_id ?? 0;
  const lines = unpaidLines(db, companyId);
  return {
    invoice: lines.map((line) => ({ note: line.note, amount: line.amount })),
    total_amount: totalOf(lines),
    ...billingContactOf(db, companyId, 'USA'),
    company_name: db.companies.find((row) => row.id === companyId)?.name ?? '',
  };
}

/** After a payment save: the balance charged to the card on file of the logged-in operator. */
function chargeCardOnFile(request: Request, pathId: string, bodyCompanyId: unknown) {
  const account = accountOf(request);
  if (!account || account.login_type !== 'subscriber') return unauthorized();
  const companyId = account.company_id ?? 0;
  if (Number(pathId) !== companyId || bodyCompanyId !== companyId)
    return refused(1, 'Your company could not be found.');
  const db = getDb();
  if (unpaidLines(db, companyId).length === 0) return refused(1, 'There is no balance to pay.');
  const card = cardOnFile(db, companyId);
  if (!card) return refused(2, 'Payment information is missing. Please add a credit card.');
  if (!cardUsable(card)) return refused(3, 'Your card has expired.');
  withDb((data) => settleArrears(data, account, card.last4));
  return paid();
}

export const arrearsHandlers = [
  http.get(PATH, async ({ params }) => {
    await latency();
    const account = accountOfKey(String(params.companyId));
    return account ? ok(invoiceOf(account)) : fail(UNKNOWN_LINK);
  }),

  http.post(PATH, async ({ request, params }) => {
    await latency();
    const pathId = String(params.companyId);
    const body = await readBody(request, {
      ...CARD_BODY,
      company_id: passThrough(),
      payment_origin: passThrough(),
      company_name: text(),
      notification_company_id: text(),
    });
    if (isResponse(body)) return body;
    if (body.payment_origin !== undefined) {
      return body.payment_origin === '1'
        ? chargeCardOnFile(request, pathId, body.company_id)
        : refused(1, 'Unknown payment origin.');
    }

    // The secret link's page: a new card pays the whole balance.
    const account = accountOfKey(pathId);
    if (!account || body.notification_company_id !== pathId) return refused(1, UNKNOWN_LINK);
    if (body.company_name === '') return refused(5, 'Company name is required.');
    // A new card only: the page is for whoever holds the link, not the card on file.
    const checked = checkCardBody(getDb(), account.company_id ?? 0, body, false);
    if ('code' in checked) return refused(checked.code, checked.msg);
    const { card, billing } = checked;
    withDb((db) => {
      storeCard(db, account, card, `${billing.first_name} ${billing.last_name}`);
      const companyId = account.company_id ?? 0;
      const profile = db.billing_profiles.find((row) => row.company_id === companyId);
      storeBilling(db, {
        account_status: 'cc_recurring',
        cc_recurring: 1,
        payment_option: 1,
        next_recurring_date: nextMonthStart(demoToday()),
        ...profile,
        ...billing,
        company_id: companyId,
      });
      settleArrears(db, account, card.last4);
    });
    return paid();
  }),
];
