import * as Yup from 'yup';
import { isEmail } from '@/lib/email';
import { emailRule } from '@/lib/schemaRules';
import { digitsOf, isAcceptedCardNumber, isFullLength, passesLuhn } from './cardNumber';
import { CARD_FIELD_NAMES, CARD_TEXTS, CVV_MAX_LENGTH, WIZARD_TEXTS } from './constants';
import type { CardValues } from './types';

/**
 * The card form's checks, one set per screen (section 5): the payments page checks on Save and
 * answers with its sentences; the arrears page with "please check input item"; the wizard's
 * step 5 with a message under each field (a Yup schema, shown as typed).
 */

const filled = (value: string) => value.trim() !== '';
const isCvv = (value: string) => new RegExp(`^\\d{1,${CVV_MAX_LENGTH}}$`).test(value);

const NAME_KEYS = ['firstName', 'lastName'] as const;
const ADDRESS_KEYS = [
  'billingAddress',
  'billingCity',
  'billingCountry',
  'billingState',
  'billingZip',
] as const;

/** The names of the billing fields left empty, in the form's order (a non-address e-mail too). */
function missingBilling(values: CardValues, withCompany: boolean): string[] {
  const keys = [...NAME_KEYS, ...(withCompany ? (['companyName'] as const) : []), ...ADDRESS_KEYS];
  const missing = keys.filter((key) => !filled(values[key])).map((key) => CARD_FIELD_NAMES[key]);
  return isEmail(values.email) ? missing : [...missing, CARD_FIELD_NAMES.email];
}

export interface PaymentsProblems {
  /** The number is neither a Luhn-valid 13-19 digits nor exactly four digits. */
  numberInvalid: boolean;
  /** Names of the fields left empty, in the form's order. */
  missing: string[];
  termsMissing: boolean;
}

/** The payments page's checks on Save; null when the card may be sent. */
export function paymentsProblems(values: CardValues): PaymentsProblems | null {
  const numberInvalid = !isAcceptedCardNumber(values.cardNumber);
  const missing = [
    ...(isCvv(values.cardCvv) ? [] : [CARD_FIELD_NAMES.cardCvv]),
    ...missingBilling(values, false),
  ];
  const termsMissing = !values.terms;
  return numberInvalid || missing.length > 0 || termsMissing
    ? { numberInvalid, missing, termsMissing }
    : null;
}

/** The arrears page's checks: the names of what needs another look, or an empty list. */
export function arrearsProblems(values: CardValues): string[] {
  return [
    // A new card: the four digits of a card on file mean nothing on this public page.
    ...(isFullLength(values.cardNumber) && passesLuhn(digitsOf(values.cardNumber))
      ? []
      : [CARD_FIELD_NAMES.cardNumber]),
    ...(isCvv(values.cardCvv) ? [] : [CARD_FIELD_NAMES.cardCvv]),
    ...missingBilling(values, true),
  ];
}

const required = (text: string) => Yup.string().trim().required(text);

/** The wizard's step 5: a message per field, each gone once the field is filled. */
export const wizardCardSchema = Yup.object({
  cardNumber: required(WIZARD_TEXTS.cardNumber).test(
    'card-number',
    CARD_TEXTS.invalidNumber,
    // An empty number has its own message.
    (value) => !value || isFullLength(value),
  ),
  cardCvv: required(WIZARD_TEXTS.cardCvv)
    .matches(/^\d+$/, { message: WIZARD_TEXTS.cardCvv, excludeEmptyString: true })
    .max(CVV_MAX_LENGTH),
  cardMonth: required(WIZARD_TEXTS.cardMonth),
  cardYear: required(WIZARD_TEXTS.cardYear),
  firstName: required(WIZARD_TEXTS.firstName),
  lastName: required(WIZARD_TEXTS.lastName),
  billingAddress: required(WIZARD_TEXTS.billingAddress),
  billingCity: required(WIZARD_TEXTS.billingCity),
  billingCountry: required(WIZARD_TEXTS.billingCountry),
  billingState: required(WIZARD_TEXTS.billingState),
  billingZip: required(WIZARD_TEXTS.billingZip),
  email: emailRule({ required: WIZARD_TEXTS.email }),
  terms: Yup.boolean().oneOf([true], WIZARD_TEXTS.terms),
});
