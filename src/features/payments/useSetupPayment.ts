import { useCallback } from 'react';
import { messageOf } from '@/lib/apiError';
import { billingOf, cardDetailsOf } from './cardValues';
import { CARD_HELP, CARD_TEXTS } from './constants';
import { postSetupPayment, type SetupPaymentCall } from './setupPaymentApi';
import type { CardSubmitResult, CardValues } from './types';

interface SetupPaymentOptions {
  companyId: number | null;
  /** The billing period chosen on the step (1-4). */
  paymentOption: number;
  /** After the server took the card: Just Save (code 0 and result true) or Pay (code 0). */
  onDone: (call: SetupPaymentCall) => void;
}

const DECLINED = `${CARD_TEXTS.declined} ${CARD_HELP}`;

/**
 * The wizard's step 5 buttons: Just Save Payment Information and Pay. As on the payments page,
 * the card goes from the form to the api function directly (never through a thunk or the
 * store), and the answer becomes the form's result in the spec's words (section 8): the
 * server's "The credit card number is invalid." marks the number; any other refusal is the
 * declined text with the help sentence.
 */
export function useSetupPayment({ companyId, paymentOption, onDone }: SetupPaymentOptions) {
  return useCallback(
    async (call: SetupPaymentCall, values: CardValues): Promise<CardSubmitResult> => {
      let outcome;
      try {
        outcome = await postSetupPayment(call, companyId ?? 0, {
          card: cardDetailsOf(values),
          billing: billingOf(values),
          ccRecurring: Number(values.ccRecurring),
          paymentOption,
        });
      } catch (failure) {
        // No answer at all: nothing was declined, so the page says the save failed.
        return {
          kind: 'failed',
          message: `${messageOf(failure, CARD_TEXTS.saveFailed)} ${CARD_HELP}`,
        };
      }
      if (outcome.kind === 'invalidNumber') return outcome;
      // Just Save moves on only with code 0 and result true (spec section 4); Pay with code 0.
      if (outcome.kind === 'declined' || (call === 'save' && !outcome.result))
        return { kind: 'failed', message: DECLINED };
      onDone(call);
      return { kind: 'done' };
    },
    [companyId, paymentOption, onDone],
  );
}
