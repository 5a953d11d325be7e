import { useCallback } from 'react';
import { messageOf } from '@/lib/apiError';
import { billingOf, cardDetailsOf } from './cardValues';
import { CARD_HELP, CARD_TEXTS, DEFAULT_PAYMENT_OPTION } from './constants';
import { postPaymentInfo } from './paymentsApi';
import type { CardSubmitResult, CardValues } from './types';

interface SaveOptions {
  companyId: number | null;
  /** The billing period on file (the page does not change it). */
  paymentOption?: number;
  /** After the card was accepted; only whether the account owes a balance leaves this hook. */
  onSaved: (arrearsDue: boolean) => void;
}

/**
 * The payments page's Save: the card goes from the form to the api function directly (never
 * through a thunk, whose action would carry it through the store), and the server's answer
 * becomes the form's result in the spec's words (section 8).
 */
export function useSavePaymentInfo({ companyId, paymentOption, onSaved }: SaveOptions) {
  return useCallback(
    async (values: CardValues): Promise<CardSubmitResult> => {
      let outcome;
      try {
        outcome = await postPaymentInfo(companyId ?? 0, {
          card: cardDetailsOf(values),
          billing: billingOf(values),
          ccRecurring: Number(values.ccRecurring),
          paymentOption: paymentOption ?? DEFAULT_PAYMENT_OPTION,
        });
      } catch (failure) {
        return {
          kind: 'failed',
          message: `${messageOf(failure, CARD_TEXTS.saveFailed)} ${CARD_HELP}`,
        };
      }
      if (outcome.kind === 'invalidNumber') return outcome;
      if (outcome.kind === 'declined')
        return { kind: 'failed', message: `${CARD_TEXTS.declined} ${CARD_HELP}` };
      onSaved(outcome.arrearsStatus);
      return { kind: 'done' };
    },
    [companyId, paymentOption, onSaved],
  );
}
