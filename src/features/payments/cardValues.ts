import { countryOf, firstRegionOf } from '@/lib/regions';
import { digitsOf, lastFourOf } from './cardNumber';
import { CARD_MONTHS, DEFAULT_COUNTRY, DEFAULT_STATE, RECURRING_OPTIONS } from './constants';
import type { Billing, CardDetails, CardValues } from './types';

/** Between the form's values and what the calls send; nothing here keeps a card anywhere. */

const EMPTY_BILLING: Billing = {
  firstName: '',
  lastName: '',
  billingAddress: '',
  billingCity: '',
  billingCountry: DEFAULT_COUNTRY,
  billingState: DEFAULT_STATE,
  billingZip: '',
  email: '',
};

/** Billing data from the server, with the spec's defaults (USA, its first state) where empty. */
function billingFrom(sent: Partial<Billing>): Billing {
  const country = countryOf(sent.billingCountry) === 'CA' ? 'CA' : DEFAULT_COUNTRY;
  const state = sent.billingState?.trim() || firstRegionOf(countryOf(country) ?? 'US');
  return { ...EMPTY_BILLING, ...sent, billingCountry: country, billingState: state };
}

interface Start {
  /** The expiry years the screen lists; the first is the default. */
  years: readonly string[];
  billing?: Partial<Billing>;
  /** The card on file: its last four (the payments page's number field starts on them). */
  lastFour?: string;
  cardMonth?: string;
  cardYear?: string;
  companyName?: string;
}

/** A form's first values: month 01 and the first listed year unless a card on file says otherwise. */
export function cardValuesFrom({
  years,
  billing = {},
  lastFour = '',
  cardMonth = '',
  cardYear = '',
  companyName = '',
}: Start): CardValues {
  return {
    ...billingFrom(billing),
    cardNumber: lastFour,
    cardMonth: CARD_MONTHS.includes(cardMonth) ? cardMonth : (CARD_MONTHS[0] ?? '01'),
    cardYear: years.includes(cardYear) ? cardYear : (years[0] ?? ''),
    cardCvv: '',
    companyName,
    ccRecurring: String(RECURRING_OPTIONS[0].value),
    terms: false,
  };
}

/**
 * What a draft of the card form keeps (lib/drafts) when a reload comes before the card is sent:
 * who pays and where, the recurring day. Never the card itself: not its number or CVV, nor its
 * expiry, which with the number is what a thief needs (and the payments page starts from the card
 * on file's anyway). Nor the terms: consent is given afresh, never restored.
 */
export const CARD_DRAFT_FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'billingAddress',
  'billingCity',
  'billingCountry',
  'billingState',
  'billingZip',
  'email',
  'ccRecurring',
] as const satisfies readonly (keyof CardValues)[];

/** The card as sent: the number in digits only. */
export function cardDetailsOf(values: CardValues): CardDetails {
  return {
    cardNumber: digitsOf(values.cardNumber),
    cardMonth: values.cardMonth,
    cardYear: values.cardYear,
    cardCvv: values.cardCvv,
  };
}

export function billingOf(values: CardValues): Billing {
  const trim = (value: string) => value.trim();
  return {
    firstName: trim(values.firstName),
    lastName: trim(values.lastName),
    billingAddress: trim(values.billingAddress),
    billingCity: trim(values.billingCity),
    billingCountry: values.billingCountry,
    billingState: values.billingState,
    billingZip: trim(values.billingZip),
    email: trim(values.email),
  };
}

/**
 * The form after a card was accepted: the number down to its last four (what the server keeps
 * and the payments page starts from), the CVV and terms cleared.
 */
export function clearedCard(values: CardValues, keepLastFour: boolean): CardValues {
  return {
    ...values,
    cardNumber: keepLastFour ? lastFourOf(values.cardNumber) : '',
    cardCvv: '',
    terms: false,
  };
}
