import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { DecodeError, isRecord, type Decoder } from '@/lib/decode';
import { CARD_TEXTS } from './constants';
import {
  cardRefusalOf,
  paymentInfo,
  paymentInfoBody,
  type CardRefusal,
  type PaymentInfoRequest,
} from './paymentsApi';
import type { PaymentInfo } from './types';

/**
 * The setup wizard's card calls (step 5, envelope b). Held here with the other card calls, under
 * the same rule: the card goes from the form to these functions and nowhere else.
 */

/** How Just Save or Pay ended: the card accepted (with the reply's `result`), or refused. */
export type SetupPaymentOutcome = { kind: 'accepted'; result: boolean } | CardRefusal;

/** Just Save Payment Information, or Pay. */
export type SetupPaymentCall = 'save' | 'pay';

/**
 * GET /company/progress/fifth/step/paymentinfo?companyId: what is on file, to prefill the form.
 * (The contract assumes this path: a server without it fails the call, and the form starts blank.)
 */
export function getSetupPaymentInfo(companyId: number): Promise<PaymentInfo> {
  return callApi(
    () => api.get('/company/progress/fifth/step/paymentinfo', { params: { companyId } }),
    { fallback: CARD_TEXTS.loadFailed, envelope: 'status', decode: paymentInfo },
  );
}

const setupOutcome: Decoder<SetupPaymentOutcome> = (body) => {
  if (!isRecord(body) || !isRecord(body.status)) throw new DecodeError('envelope (b)');
  return (
    cardRefusalOf(body.status.code, body) ?? { kind: 'accepted', result: body.result === true }
  );
};

/**
 * POST /company/progress/fifth/step/save or /pay: the card, billing data and payment option.
 * Resolves with the outcome; throws an ApiError only when no answer came back.
 */
export function postSetupPayment(
  call: SetupPaymentCall,
  companyId: number,
  request: PaymentInfoRequest,
): Promise<SetupPaymentOutcome> {
  return callApi(
    () => api.post(`/company/progress/fifth/step/${call}`, paymentInfoBody(companyId, request)),
    { fallback: CARD_TEXTS.saveFailed, envelope: 'none', decode: setupOutcome },
  );
}
