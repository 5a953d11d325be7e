import { isRecord } from '@/lib/decode';
import { BILLING_DAYS, PAYMENT_OPTIONS } from './constants';
import { EMPTY_PROFILE } from './registrationSlice';

/**
 * The registration draft kept for the tab's session: what was typed on the three screens, so an
 * accidental reload loses nothing. Why the session only: it holds a company's contact data,
 * which should not outlive the tab on a shared computer. Passwords are never stored (they are
 * not in the whitelist); after a reload the login step asks for them again.
 */
export const REGISTRATION_PERSIST_VERSION = 1;

const isText = (value: unknown) => typeof value === 'string';

function isProfile(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const textKeys = Object.keys(EMPTY_PROFILE).filter(
    (key) => key !== 'associations' && key !== 'agreeToTerms',
  );
  return (
    textKeys.every((key) => isText(value[key])) &&
    Array.isArray(value.associations) &&
    value.associations.every((id) => Number.isInteger(id)) &&
    typeof value.agreeToTerms === 'boolean'
  );
}

function isPlan(value: unknown): boolean {
  if (!isRecord(value)) return false;
  return (
    ['', 'cc_recurring', 'invoiced'].includes(value.accountStatus as string) &&
    (value.ccRecurring === '' ||
      (BILLING_DAYS as readonly unknown[]).includes(value.ccRecurring)) &&
    PAYMENT_OPTIONS.some((option) => option.value === value.paymentOption)
  );
}

export function isValidPersistedRegistration(state: Record<string, unknown>): boolean {
  return (
    isProfile(state.profile) &&
    typeof state.profileChecked === 'boolean' &&
    isText(state.loginName) &&
    isPlan(state.plan) &&
    (state.companyId === null || Number.isInteger(state.companyId))
  );
}
