import { raw, text, type Parsed } from './body';
import {
  cardOnFile,
  checkCardOnFile,
  checkNewCard,
  isRefusal,
  type CardInput,
  type CardRefusal,
  type CheckedCard,
} from './db/cards';
import type { BillingProfileRow, DemoDb } from './db/types';

/**
 * The card and billing fields both card calls read (paymentInfo, the arrears page's pay). Read
 * leniently, as strings: what is wrong with them is the processor's answer (a non-zero
 * status.code in envelope b), not a malformed request.
 */
export const CARD_BODY = {
  card_number: text(),
  card_month: text(),
  card_year: text(),
  card_cvv: raw(),
  first_name: text(),
  last_name: text(),
  billing_address: text(),
  billing_city: text(),
  billing_country: text(),
  billing_state: text(),
  billing_zip: text(),
  email: text(),
};

type CardBody = Parsed<typeof CARD_BODY>;

export function cardInputOf(body: CardBody): CardInput {
  return {
    number: body.card_number.replace(/[\s-]/g, ''),
    month: body.card_month,
    year: body.card_year,
    cvv: body.card_cvv.trim(),
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A billing profile's address half. */
export type BillingAddress = Omit<
  BillingProfileRow,
  'company_id' | 'account_status' | 'cc_recurring' | 'payment_option' | 'next_recurring_date'
>;

/** The billing fields, or the reason they cannot be billed. */
export function billingOf(body: CardBody): BillingAddress | string {
  const country = body.billing_country;
  if (country !== 'USA' && country !== 'CA') return 'Billing country must be USA or CA.';
  const required = [
    body.first_name,
    body.last_name,
    body.billing_address,
    body.billing_city,
    body.billing_state,
    body.billing_zip,
  ];
  if (required.some((value) => value === '')) return 'Your billing information is incomplete.';
  if (!EMAIL.test(body.email)) return 'Please enter a valid email address.';
  return {
    first_name: body.first_name,
    last_name: body.last_name,
    billing_address: body.billing_address,
    billing_city: body.billing_city,
    billing_country: country,
    billing_state: body.billing_state,
    billing_zip: body.billing_zip,
    email: body.email,
  };
}

/**
 * A card body checked as the card service checks it: the card (the one on file when only its
 * last four came and `onFile` allows it, else a new one) and the billing address, or the
 * refusal to answer with (a billing problem is code 5).
 */
export function checkCardBody(
  db: DemoDb,
  companyId: number,
  body: CardBody,
  onFile: boolean,
): { card: CheckedCard; billing: BillingAddress } | CardRefusal {
  const input = cardInputOf(body);
  const card =
    onFile && input.number.length === 4
      ? checkCardOnFile(cardOnFile(db, companyId), input)
      : checkNewCard(input);
  if (isRefusal(card)) return card;
  const billing = billingOf(body);
  return typeof billing === 'string' ? { code: 5, msg: billing } : { card, billing };
}
