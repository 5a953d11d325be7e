import type { QuoteRequest } from './types';

/** The quote cart outlives reloads and browser restarts (it is not personal data). */
export const QUOTE_CART_PERSIST_VERSION = 1;

/** A persisted cart is kept only when it is a list of {id: number, companyName: string, ...}. */
function isValidQuoteRequests(value: unknown): value is QuoteRequest[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        item !== null &&
        typeof item === 'object' &&
        typeof (item as QuoteRequest).id === 'number' &&
        Number.isFinite((item as QuoteRequest).id) &&
        typeof (item as QuoteRequest).companyName === 'string' &&
        ['city', 'phone'].every((key) => {
          const value = (item as Record<string, unknown>)[key];
          return value === undefined || typeof value === 'string';
        }),
    )
  );
}

export function isValidPersistedQuoteCart(state: Record<string, unknown>): boolean {
  const ids = state.phonesShown;
  return (
    isValidQuoteRequests(state.quoteRequests) &&
    (state.sent === undefined || isValidQuoteRequests(state.sent)) &&
    (ids === undefined ||
      (Array.isArray(ids) && ids.every((id) => typeof id === 'number' && Number.isFinite(id))))
  );
}
