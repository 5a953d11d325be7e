import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { arrayOf, integer, object, optional, string, withDefault } from '@/lib/decode';
import type { UserQuote } from './types';

export const QUOTES_FAILED = 'Your quote history could not be loaded. Please try again later.';

const userQuoteCompany = object({
  companyId: integer,
  companyDisplayName: string,
  urlSlug: optional(string),
});

/** A past quote: listed when it has an id; a field of the wrong type reads as absent. */
const userQuote = object({
  itineraryId: integer,
  groupName: optional(string),
  departureCity: optional(string),
  departureState: optional(string),
  departureDate: optional(string),
  destinationCity: optional(string),
  destinationState: optional(string),
  returnDate: optional(string),
  dateSubmitted: withDefault(string, ''),
  numberOfPassengers: optional(integer),
  name: optional(string),
  email: optional(string),
  phone: optional(string),
  companies: withDefault(arrayOf(userQuoteCompany), []),
});

/**
 * GET /users/quotes. `quotes` that is not a list fails the load (with this text, not "No previous
 * quotes", which would tell the traveller their history is gone).
 */
export function getUserQuotes(): Promise<UserQuote[]> {
  return callApi(() => api.get('/users/quotes'), {
    fallback: QUOTES_FAILED,
    decode: (body) => object({ quotes: arrayOf(userQuote) })(body).quotes,
  });
}
