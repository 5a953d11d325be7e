import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n/runtime';
import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { textOrNull } from '@/lib/apiError';
import { DecodeError, isRecord } from '@/lib/decode';
import type { TripRequestBody } from './types';

/** The spec names no text for this failure; this one says what happened and what to do. */
export const TRIP_REQUEST_FAILED = msg`There was a problem sending your quote request. Please try again later.`;

/**
 * The quote number the screen shows: text, or a number some servers send. A success without
 * one would leave the traveller nothing to quote back to companies, so it is a failure.
 */
function quoteNumberOf(body: unknown): string {
  const value = isRecord(body) ? body.quoteNumber : undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  const text = textOrNull(value)?.trim();
  if (!text) throw new DecodeError('a quote number');
  return text;
}

/** POST /quote/request: the quote number, or the server's text / the fallback. */
export function postTripRequest(body: TripRequestBody): Promise<string> {
  return callApi(() => api.post('/quote/request', body), {
    fallback: i18n._(TRIP_REQUEST_FAILED),
    decode: quoteNumberOf,
  });
}
