/** The spec's numbers and texts for metro listings (operator-and-admin.md sections 4, 6, 8, 9). */

export const METRO_RADIUS_OPTIONS = [50, 100, 200] as const;
export type MileRadius = (typeof METRO_RADIUS_OPTIONS)[number];
export const DEFAULT_METRO_RADIUS: MileRadius = 50;

export const ADD_METRO_CONFIRM = 'Are you sure you want to request to add this metro?';
export const PENDING_APPROVAL_TEXT =
  'Your account is still pending approval. You cannot add additional metros at this time.';
/** "Your account is missing payment information. You can click here to complete it." */
export const MISSING_PAYMENT_BEFORE = 'Your account is missing payment information. You can ';
export const MISSING_PAYMENT_LINK = 'click here';
export const MISSING_PAYMENT_AFTER = ' to complete it.';
/** The spec gives the remove warning's content, not its words: these are ours. */
export const REMOVE_WARNING =
  'Your pricing may need to be adjusted for any discounts or packages on your account. ' +
  'Your new rate will be e-mailed to you within two business days.';

export const ADD_METRO_LABEL = 'Add This Metro';
export const ADD_METRO_FREE_TRIAL_LABEL = 'Add This Metro As Free Trial';

export const PAY_SUCCESS = 'Pay Success.';
export const PAY_FAIL = 'Pay Fail!';
export const PAY_NETWORK_ERROR = 'NetWork Error';

/** A pay-all failure naming missing payment information sends the operator to add a card. */
export function isMissingPayment(error: string | null | undefined): boolean {
  return typeof error === 'string' && /missing/i.test(error);
}
