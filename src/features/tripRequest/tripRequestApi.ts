import { api } from '@/lib/apiClient';
import { ApiError, textOrNull, toApiError } from '@/lib/apiError';
import { unwrapSuccess, type SuccessEnvelope } from '@/lib/envelope';
import type { ContactPrefill, TripRequestBody } from './types';

/** The spec names no text for this failure; this one says what happened and what to do. */
export const TRIP_REQUEST_FAILED =
  'There was a problem sending your quote request. Please try again later.';
const PROFILE_FAILED = 'Your profile is unavailable.';

interface TripRequestResponse extends SuccessEnvelope {
  quoteNumber?: unknown;
}

interface ProfileResponse extends SuccessEnvelope {
  user?: { firstName?: unknown; lastName?: unknown; email?: unknown; phone?: unknown } | null;
}

/** A quote number the screen can show: text, or a number some servers send. */
function quoteNumberOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return textOrNull(value)?.trim() ?? null;
}

/** POST /quote/request: the quote number, or the server's text / the fallback. */
export async function submitTripRequest(body: TripRequestBody): Promise<string> {
  let data: TripRequestResponse;
  try {
    ({ data } = await api.post<TripRequestResponse>('/quote/request', body));
  } catch (error) {
    throw toApiError(error, TRIP_REQUEST_FAILED);
  }
  unwrapSuccess(data, TRIP_REQUEST_FAILED);
  const quoteNumber = quoteNumberOf(data.quoteNumber);
  // A success without a number would leave the traveller nothing to quote back to companies.
  if (!quoteNumber) throw new ApiError(200, null, TRIP_REQUEST_FAILED);
  return quoteNumber;
}

const field = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/**
 * GET /users/profile, for prefilling the contact fields. The contract's profile has no phone;
 * a server that sends one gets it used.
 */
export async function getContactPrefill(): Promise<ContactPrefill> {
  try {
    const { data } = await api.get<ProfileResponse>('/users/profile');
    const { user } = unwrapSuccess(data, PROFILE_FAILED);
    return {
      firstName: field(user?.firstName),
      lastName: field(user?.lastName),
      email: field(user?.email),
      phone: field(user?.phone),
    };
  } catch (error) {
    throw toApiError(error, PROFILE_FAILED);
  }
}
