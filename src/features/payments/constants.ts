import { env } from '@/config/env';
import { formatPhone } from '@/lib/format';

/** The spec's texts and numbers of the card form (operator-and-admin.md sections 5, 8 and 9). */

const PHONE = formatPhone(env.supportPhone);

/** The help sentence every card failure ends with; {phone} is the configured support line. */
export const CARD_HELP = `Should you continue to have trouble saving your credit card, Please call us at ${PHONE} and we will be happy to help you!`;

export const CARD_TEXTS = {
  invalidNumber: `The credit card number you entered is invalid, please re-enter the correct credit card number. ${CARD_HELP}`,
  incomplete: 'Your credit card information is incomplete, please fill in the following field:',
  terms: 'You must accept the terms and conditions to continue.',
  /** The server's own words for a number it refuses (the number field turns red). */
  serverInvalid: 'The credit card number is invalid.',
  declined: 'Your credit card has been declined for authorization, please provide new credit card.',
  saveSuccess: 'Save Success',
  /** Our words: the spec names no text for a save that never reached the server. */
  saveFailed: 'There was a problem saving your credit card. Please try again later.',
  loadFailed: 'There was a problem loading your payment information. Please try again later.',
  /** Our words, over the card after a reload brought back the billing data typed (a draft). */
  cardNotKept:
    'For your security, the card number, expiry date and security code are not kept: please enter them again.',
} as const;

/** The arrears page (sections 5 and 8) and the balance charged after a save. */
export const ARREARS_TEXTS = {
  checkInput: 'please check input item',
  paySuccess: 'Pay Success!',
  payFail: 'Pay Fail! Please check the input items. try again.',
  /** Our words: a failed load with no text from the server. */
  loadFailed: 'There was a problem loading your balance. Please try again later.',
} as const;

/**
 * The fields' names: the incomplete-fields list names fields by these, the wizard's messages are
 * "<name> is required." (section 5), and the labels read the same (the expiry selects say
 * "Expiry Month" and "Expiry Year": they always hold a value, so no list ever names them).
 */
export const CARD_FIELD_NAMES = {
  cardNumber: 'Card Number',
  cardCvv: 'Security Code(CVV)',
  cardMonth: 'Month',
  cardYear: 'Year',
  firstName: 'First Name',
  lastName: 'Last Name',
  companyName: 'Company Name',
  billingAddress: 'Billing Address',
  billingCity: 'Billing City',
  billingCountry: 'Billing Country',
  billingState: 'Billing State',
  billingZip: 'Billing Zip',
  email: 'Email Address',
  ccRecurring: 'CC Recurring',
} as const;

/** The wizard's per-field messages, to the letter. */
export const WIZARD_TEXTS = {
  cardNumber: 'Card Number is required.',
  cardCvv: 'Security Code(CVV) is required.',
  cardMonth: 'Month is required.',
  cardYear: 'Year is required.',
  firstName: 'First Name is required.',
  lastName: 'Last Name is required.',
  billingAddress: 'Billing Address is required.',
  billingCity: 'Billing City is required.',
  billingState: 'Billing State is required.',
  billingCountry: 'Billing Country is required.',
  billingZip: 'Billing Zip is required.',
  email: 'Email Address is required.',
  terms: 'Terms and conditions is required.',
} as const;

export const CVV_MAX_LENGTH = 4;

export const CARD_MONTHS: readonly string[] = Array.from({ length: 12 }, (_, index) =>
  String(index + 1).padStart(2, '0'),
);

function years(from: number, to: number): readonly string[] {
  return Array.from({ length: to - from + 1 }, (_, index) => String(from + index));
}

/** The payments page and the wizard: 2025 to 2040, starting on 2025 (section 9). */
export const PAYMENT_YEARS = years(2025, 2040);
/** The arrears page lists 2021 to 2032 (its legacy default, 2019, is not in its own list). */
export const ARREARS_YEARS = years(2021, 2032);

/** The three screens the card form serves; each has its own checks (see schemas.ts). */
export type CardFormVariant = 'payments' | 'wizard' | 'arrears';

export const CARD_FORM_YEARS: Record<CardFormVariant, readonly string[]> = {
  payments: PAYMENT_YEARS,
  wizard: PAYMENT_YEARS,
  arrears: ARREARS_YEARS,
};

export const BILLING_COUNTRIES = [
  { value: 'USA', label: 'United States' },
  { value: 'CA', label: 'Canada' },
] as const;
export type BillingCountry = (typeof BILLING_COUNTRIES)[number]['value'];
export const DEFAULT_COUNTRY: BillingCountry = 'USA';
export const DEFAULT_STATE = 'AL';

/** The payments page and the wizard offer one billing day (registration offers thirteen). */
export const RECURRING_OPTIONS = [{ value: 1, label: 'Recurring 1st' }] as const;
export const ACCOUNT_STATUS = 'cc_recurring';
export const DEFAULT_PAYMENT_OPTION = 1;
/** What the charge of the balance after a save sends as payment_origin (the contract's '1'). */
export const CHARGE_ORIGIN = '1';
