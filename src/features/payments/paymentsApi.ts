import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { ApiError, serverTextOf } from '@/lib/apiError';
import { d, DecodeError, isRecord, type Decoder } from '@/lib/decode';
import { sumMoney } from '@/lib/money';
import { lastFourOf } from './cardNumber';
import {
  ACCOUNT_STATUS,
  ARREARS_TEXTS,
  CARD_TEXTS,
  CHARGE_ORIGIN,
  DEFAULT_PAYMENT_OPTION,
} from './constants';
import type { ArrearsInvoice, Billing, CardDetails, CardSaveOutcome, PaymentInfo } from './types';

/**
 * The payments and arrears calls. Card details go straight from the form to these functions and
 * nowhere else: no thunk (its action would carry them through the store), no log, and an
 * ApiError never holds a request body.
 */

const text = d.withDefault(d.string, '');

const billing: Decoder<Billing> = d.object({
  firstName: text,
  lastName: text,
  billingAddress: text,
  billingCity: text,
  billingCountry: text,
  billingState: text,
  billingZip: text,
  email: text,
});

/** PaymentInfo as both GETs answer it (payments/init, the wizard's step 5 paymentinfo). */
export const paymentInfo: Decoder<PaymentInfo> = (body) => {
  const info = d.object({
    // "Stored card as shown to the user": only its last four digits are kept.
    cardNumber: d.map(text, lastFourOf),
    cardMonth: text,
    cardYear: text,
    ccRecurring: d.withDefault(d.number, 1),
    paymentOption: d.withDefault(d.number, DEFAULT_PAYMENT_OPTION),
    nextRecurringDate: d.withDefault(d.nullable(d.string), null),
  })(body);
  const { cardNumber, ...rest } = info;
  return { ...rest, lastFour: cardNumber, billing: billing(body) };
};

/** GET subscribers/{company_id}/payments/init (envelope a): the billing data and card on file. */
export function getPaymentInfo(companyId: number): Promise<PaymentInfo> {
  return callApi(() => api.get(`/subscribers/${companyId}/payments/init`), {
    fallback: CARD_TEXTS.loadFailed,
    decode: paymentInfo,
  });
}

export interface PaymentInfoRequest {
  card: CardDetails;
  billing: Billing;
  ccRecurring: number;
  paymentOption: number;
}

/** The body of every card save (PaymentInfoSaveRequest): paymentInfo, the wizard's save and pay. */
export function paymentInfoBody(
  companyId: number,
  { card, billing: address, ccRecurring, paymentOption }: PaymentInfoRequest,
) {
  return {
    ...card,
    ...address,
    companyId,
    accountStatus: ACCOUNT_STATUS,
    ccRecurring,
    paymentOption,
  };
}

export type CardRefusal = Extract<CardSaveOutcome, { kind: 'invalidNumber' | 'declined' }>;

/** A card save's refusal in envelope (b) (a non-zero status code), in the page's terms; else null. */
export function cardRefusalOf(code: unknown, body: unknown): CardRefusal | null {
  if (code === 0) return null;
  const message = serverTextOf(body);
  return message?.trim() === CARD_TEXTS.serverInvalid
    ? { kind: 'invalidNumber', message }
    : { kind: 'declined' };
}

/** Envelope (b) read into an outcome: the server's refusals are answers the page words. */
const saveOutcome: Decoder<CardSaveOutcome> = (body) => {
  if (!isRecord(body) || !isRecord(body.status)) throw new DecodeError('envelope (b)');
  const refusal = cardRefusalOf(body.status.code, body);
  if (refusal) return refusal;
  const result = isRecord(body.result) ? body.result : {};
  return {
    kind: 'saved',
    arrearsStatus: result.arrearsStatus === true,
    arrearsId: typeof result.arrearsId === 'string' ? result.arrearsId : null,
  };
};

/**
 * POST subscribers/{company_id}/paymentInfo: saves the card and billing data (recurring
 * payment). Resolves with the outcome; throws an ApiError only when no answer came back.
 */
export function postPaymentInfo(
  companyId: number,
  request: PaymentInfoRequest,
): Promise<CardSaveOutcome> {
  return callApi(
    () => api.post(`/subscribers/${companyId}/paymentInfo`, paymentInfoBody(companyId, request)),
    { fallback: CARD_TEXTS.saveFailed, envelope: 'none', decode: saveOutcome },
  );
}

/**
 * The arrears answer: result 1 is paid. Its status block is assumed by the contract, so a
 * missing one does not fail the call; a non-zero code does, with the server's words.
 */
function paid(fallback: string): Decoder<void> {
  return (body) => {
    const refused = isRecord(body) && isRecord(body.status) && body.status.code !== 0;
    if (!isRecord(body) || body.result !== 1 || refused)
      throw new ApiError(200, serverTextOf(body), fallback);
  };
}

/** POST subscribers/{companyId}/payments/arrears with payment_origin '1': charges the card on file. */
export function postChargeArrears(companyId: number): Promise<void> {
  return callApi(
    () =>
      api.post(`/subscribers/${companyId}/payments/arrears`, {
        companyId,
        paymentOrigin: CHARGE_ORIGIN,
      }),
    { fallback: ARREARS_TEXTS.payFail, envelope: 'none', decode: paid(ARREARS_TEXTS.payFail) },
  );
}

const arrearsInvoice: Decoder<ArrearsInvoice> = (body) => {
  const { invoice, totalAmount, companyName } = d.object({
    invoice: d.arrayOf(d.object({ note: text, amount: d.number })),
    totalAmount: d.optional(d.number),
    companyName: text,
  })(body);
  // A missing total is the lines' sum, in cents.
  const total = totalAmount ?? sumMoney(invoice.map((line) => line.amount));
  return { lines: invoice, totalAmount: total, companyName, billing: billing(body) };
};

/** GET subscribers/{secretKey}/payments/arrears (envelope a): the secret link's unpaid invoice. */
export function getArrears(secretKey: string): Promise<ArrearsInvoice> {
  return callApi(() => api.get(`/subscribers/${encodeURIComponent(secretKey)}/payments/arrears`), {
    fallback: ARREARS_TEXTS.loadFailed,
    decode: arrearsInvoice,
  });
}

export interface ArrearsPaymentRequest {
  card: CardDetails;
  billing: Billing;
  companyName: string;
}

/** POST subscribers/{secretKey}/payments/arrears: pays the balance with a new card. */
export function postArrearsPayment(
  secretKey: string,
  { card, billing: address, companyName }: ArrearsPaymentRequest,
): Promise<void> {
  return callApi(
    () =>
      api.post(`/subscribers/${encodeURIComponent(secretKey)}/payments/arrears`, {
        ...card,
        ...address,
        companyName,
        notificationCompanyId: secretKey,
      }),
    {
      fallback: ARREARS_TEXTS.payFail,
      envelope: 'none',
      decode: paid(ARREARS_TEXTS.payFail),
      // The spec words this failure one way: "Pay Fail! Please check the input items. try again."
      fixedText: true,
    },
  );
}
