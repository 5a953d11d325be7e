/**
 * The last quote number and whether its confirmation already ran, kept for the tab's session.
 * Why: the confirmation screen must survive a reload (the traveller re-reads the number, or
 * creates the account after a reload, and the association needs the number), but a quote
 * number should not outlive the tab on a shared computer, where the next visitor could attach
 * it to their own new account. Personal data (who sent it) is never stored.
 */
export const TRIP_REQUEST_PERSIST_VERSION = 2;

const isQuoteNumber = (value: unknown): boolean =>
  value === null || (typeof value === 'string' && value.trim() !== '');

export function isValidPersistedTripRequest(state: Record<string, unknown>): boolean {
  return isQuoteNumber(state.quoteNumber) && isQuoteNumber(state.confirmedQuoteNumber);
}
