import { demoNow, demoTimestamp, demoToday } from '../clock';
import { nextId } from './store';
import type { AccountRow, BillingProfileRow, CardRow, DemoDb, InvoiceLineRow } from './types';

/**
 * The demo payment processor: checks a card as a processor would, keeps only its brand, last
 * four and expiry (never the number or the CVV), and settles unpaid invoices. Its rules are its
 * own, not the app's: a fake that shared the client's card rules could not catch them drifting.
 *
 * Test cards (any name, billing data and a future expiry):
 *   4242 4242 4242 4242 (Visa), 5555 5555 5555 4444 (Mastercard), 3782 822463 10005 (Amex,
 *   4-digit CVV): accepted.
 *   4000 0000 0000 0002: declined by the issuer.
 *   8888 8888 8888 8888: passes the checksum but belongs to no card network, so the server calls
 *   it invalid ("The credit card number is invalid.").
 *   An expiry before this month: declined as expired. A CVV of the wrong length: declined.
 */

export const DECLINED_TEST_CARD = '4000000000000002';
export const INVALID_NUMBER = 'The credit card number is invalid.';

/** A refusal in envelope (b) terms: a non-zero code and its message. */
export interface CardRefusal {
  code: number;
  msg: string;
}

export type CheckedCard = Omit<CardRow, 'id' | 'company_id' | 'name_on_card'>;

export interface CardInput {
  number: string;
  month: string;
  year: string;
  cvv: string;
}

function luhn(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    const digit = Number(char) * (index % 2 === 1 ? 2 : 1);
    sum += digit > 9 ? digit - 9 : digit;
  });
  return sum % 10 === 0;
}

function brandOf(digits: string): CardRow['brand'] | null {
  if (digits.startsWith('4')) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return null;
}

/** The expiry is this month or later, on the demo clock. */
function notExpired(month: string, year: string): boolean {
  const now = demoNow();
  const expiry = Number(year) * 12 + Number(month);
  return expiry >= now.getFullYear() * 12 + now.getMonth() + 1;
}

function checkExpiry(input: CardInput): CardRefusal | null {
  if (!/^(0[1-9]|1[0-2])$/.test(input.month) || !/^\d{4}$/.test(input.year))
    return { code: 3, msg: 'The expiration date is invalid.' };
  if (!notExpired(input.month, input.year)) return { code: 3, msg: 'Your card has expired.' };
  return null;
}

/** A new card, checked as the processor would. */
export function checkNewCard(input: CardInput): CheckedCard | CardRefusal {
  const digits = input.number;
  if (!/^\d{13,19}$/.test(digits) || !luhn(digits)) return { code: 1, msg: INVALID_NUMBER };
  const brand = brandOf(digits);
  if (!brand) return { code: 1, msg: INVALID_NUMBER };
  const expiry = checkExpiry(input);
  if (expiry) return expiry;
  if (!new RegExp(`^\\d{${brand === 'amex' ? 4 : 3}}$`).test(input.cvv))
    return { code: 4, msg: 'The security code is incorrect.' };
  if (digits === DECLINED_TEST_CARD) return { code: 2, msg: 'Your card was declined.' };
  return { brand, last4: digits.slice(-4), exp_month: input.month, exp_year: input.year };
}

/** The card on file named by its last four digits (a save that keeps the card), with a new expiry. */
export function checkCardOnFile(
  onFile: CardRow | undefined,
  input: CardInput,
): CheckedCard | CardRefusal {
  if (!onFile || onFile.last4 !== input.number) return { code: 1, msg: INVALID_NUMBER };
  const expiry = checkExpiry(input);
  if (expiry) return expiry;
  if (!/^\d{3,4}$/.test(input.cvv)) return { code: 4, msg: 'The security code is incorrect.' };
  return { brand: onFile.brand, last4: onFile.last4, exp_month: input.month, exp_year: input.year };
}

export function isRefusal(value: CheckedCard | CardRefusal): value is CardRefusal {
  return 'code' in value;
}

/**
 * The billing contact on file as payments/init and arrears/init send it: name, address and
 * e-mail, empty where nothing is on file (the country then `noCountry`: each call's own default).
 */
export function billingContactOf(db: DemoDb, companyId: number, noCountry: '' | 'USA') {
  const profile = db.billing_profiles.find((row) => row.company_id === companyId);
  return {
    first_name: profile?.first_name ?? '',
    last_name: profile?.last_name ?? '',
    billing_address: profile?.billing_address ?? '',
    billing_city: profile?.billing_city ?? '',
    billing_country: profile?.billing_country ?? noCountry,
    billing_state: profile?.billing_state ?? '',
    billing_zip: profile?.billing_zip ?? '',
    email: profile?.email ?? '',
  };
}

export function cardOnFile(db: DemoDb, companyId: number): CardRow | undefined {
  return db.cards.find((card) => card.company_id === companyId);
}

export function cardUsable(card: CardRow | undefined): card is CardRow {
  return card !== undefined && notExpired(card.exp_month, card.exp_year);
}

/** Puts the card on file for the company (one card each), replacing the old one. */
export function storeCard(db: DemoDb, account: AccountRow, card: CheckedCard, name: string): void {
  const companyId = account.company_id ?? 0;
  const existing = cardOnFile(db, companyId);
  const row: CardRow = {
    id: existing?.id ?? nextId('cards'),
    company_id: companyId,
    ...card,
    name_on_card: name,
  };
  db.cards = [...db.cards.filter((other) => other.company_id !== companyId), row];
  const live = db.accounts.find((candidate) => candidate.id === account.id);
  if (live) live.has_card_on_file = true;
}

export function storeBilling(db: DemoDb, profile: BillingProfileRow): void {
  db.billing_profiles = [
    ...db.billing_profiles.filter((row) => row.company_id !== profile.company_id),
    profile,
  ];
}

export function unpaidLines(db: DemoDb, companyId: number): InvoiceLineRow[] {
  return db.invoice_lines
    .filter((line) => line.company_id === companyId && !line.paid)
    .sort((a, b) => a.due_date.localeCompare(b.due_date) || a.id - b.id);
}

const cents = (amounts: number[]): number =>
  amounts.reduce((total, amount) => total + Math.round(amount * 100), 0) / 100;

export function totalOf(lines: readonly InvoiceLineRow[]): number {
  return cents(lines.map((line) => line.amount));
}

/** Marks every unpaid line paid with the card, records the payment and lifts the suspension. */
export function settleArrears(db: DemoDb, account: AccountRow, last4: string): number {
  const companyId = account.company_id ?? 0;
  const lines = unpaidLines(db, companyId);
  const today = demoToday();
  for (const line of lines) {
    line.paid = true;
    line.paid_on = today;
  }
  const amount = totalOf(lines);
  db.payments.push({
    id: nextId('payments'),
    company_id: companyId,
    amount,
    description: 'Outstanding balance',
    card_last4: last4,
    created_at: demoTimestamp(),
  });
  const live = db.accounts.find((candidate) => candidate.id === account.id);
  if (live) {
    live.arrears_state = false;
    live.arrears_id = null;
  }
  return amount;
}
