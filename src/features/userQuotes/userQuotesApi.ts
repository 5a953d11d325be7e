import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n/runtime';
import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { d } from '@/lib/decode';
import type { UserQuote } from './types';

export const QUOTES_FAILED = msg`Your quote history could not be loaded. Please try again later.`;

const userQuoteCompany = d.object({
  companyId: d.integer,
  companyDisplayName: d.string,
  urlSlug: d.optional(d.string),
});

/** A past quote: listed when it has an id; a field of the wrong type reads as absent. */
const userQuote = d.object({
  itineraryId: d.integer,
  groupName: d.optional(d.string),
  departureCity: d.optional(d.string),
  departureState: d.optional(d.string),
  departureDate: d.optional(d.string),
  destinationCity: d.optional(d.string),
  destinationState: d.optional(d.string),
  returnDate: d.optional(d.string),
  dateSubmitted: d.withDefault(d.string, ''),
  numberOfPassengers: d.optional(d.integer),
  name: d.optional(d.string),
  email: d.optional(d.string),
  phone: d.optional(d.string),
  companies: d.withDefault(d.arrayOf(userQuoteCompany), []),
});

/**
 * GET /users/quotes. `quotes` that is not a list fails the load (with this text, not "No previous
 * quotes", which would tell the traveller their history is gone).
 */
export function getUserQuotes(): Promise<UserQuote[]> {
  return callApi(() => api.get('/users/quotes'), {
    fallback: i18n._(QUOTES_FAILED),
    decode: (body) => d.object({ quotes: d.arrayOf(userQuote) })(body).quotes,
  });
}
