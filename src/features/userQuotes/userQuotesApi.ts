import { api } from '@/lib/apiClient';
import { toApiError } from '@/lib/apiError';
import { unwrapSuccess, type SuccessEnvelope } from '@/lib/envelope';
import type { UserQuote } from './types';

export const QUOTES_FAILED = 'Your quote history could not be loaded. Please try again later.';

interface QuotesResponse extends SuccessEnvelope {
  quotes?: UserQuote[] | null;
}

/** GET /users/quotes: the user's past quote requests, as the server sends them. */
export async function fetchUserQuotes(): Promise<UserQuote[]> {
  try {
    const { data } = await api.get<QuotesResponse>('/users/quotes');
    const body = unwrapSuccess(data, QUOTES_FAILED);
    return Array.isArray(body.quotes) ? body.quotes : [];
  } catch (error) {
    throw toApiError(error, QUOTES_FAILED);
  }
}
