import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { d } from '@/lib/decode';

export const NEWSLETTER_FAILED =
  'There was a problem joining our newsletter. Please try again later.';

/** POST /newsletter: the server's errorMessage when it sends one (spec 8). */
export function postNewsletter(email: string): Promise<void> {
  return callApi(() => api.post('/newsletter', { email }), {
    fallback: NEWSLETTER_FAILED,
    decode: d.ignore,
  });
}
