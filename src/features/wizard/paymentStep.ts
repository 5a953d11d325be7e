import { PAYMENT_OPTIONS } from '@/features/registration/constants';

/**
 * The payment step's rules (spec sections 2 and 9): the billing period is one of 1 Monthly,
 * 2 Quarterly, 3 Six Months, 4 Annual, Monthly unless the payment information on file says
 * otherwise; the prices are per month, the totals per chosen period.
 */

export type PaymentOptionValue = (typeof PAYMENT_OPTIONS)[number]['value'];

export const DEFAULT_PAYMENT_OPTION: PaymentOptionValue = 1;

/** The step's drafts (lib/drafts): the card form's billing data, and the option chosen. */
export const PAYMENT_STEP_DRAFTS = { card: 'setup-payment', option: 'setup-payment-option' };

export function isPaymentOption(value: unknown): value is PaymentOptionValue {
  return PAYMENT_OPTIONS.some((option) => option.value === value);
}

/** The option the step starts on: the one on file, else Monthly. */
export function startingPaymentOption(onFile: number | null | undefined): PaymentOptionValue {
  return isPaymentOption(onFile) ? onFile : DEFAULT_PAYMENT_OPTION;
}

/** The period's name (Monthly, Quarterly, ...). */
export function paymentOptionLabel(option: PaymentOptionValue): string {
  return PAYMENT_OPTIONS.find((candidate) => candidate.value === option)?.label ?? '';
}
