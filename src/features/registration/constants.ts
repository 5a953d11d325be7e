import type { AccountStatus } from './types';

/** Spec section 9: the registration's account statuses. */
export const ACCOUNT_STATUS_OPTIONS: readonly { value: AccountStatus; label: string }[] = [
  { value: 'cc_recurring', label: 'CC Recurring' },
  { value: 'invoiced', label: 'Invoiced' },
];

/** Spec section 9: the 13 billing days registration offers (Recurring 1st ... 29th). */
export const BILLING_DAYS = [1, 4, 7, 10, 13, 15, 18, 19, 21, 23, 25, 27, 29] as const;

export function billingDayLabel(day: number): string {
  const suffix =
    day % 10 === 1 && day !== 11
      ? 'st'
      : day % 10 === 2 && day !== 12
        ? 'nd'
        : day % 10 === 3 && day !== 13
          ? 'rd'
          : 'th';
  return `Recurring ${day}${suffix}`;
}

/** Spec section 9: 1 Monthly, 2 Quarterly, 3 Six Months, 4 Annual; default 1. */
export const PAYMENT_OPTIONS = [
  { value: 1, label: 'Monthly' },
  { value: 2, label: 'Quarterly' },
  { value: 3, label: 'Six Months' },
  { value: 4, label: 'Annual' },
] as const;
export const DEFAULT_PAYMENT_OPTION = 1;
