import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n/runtime';
import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { d } from '@/lib/decode';

export const NEWSLETTER_FAILED = msg`There was a problem joining our newsletter. Please try again later.`;

/** POST /newsletter: the server's errorMessage when it sends one (spec 8). */
export function postNewsletter(email: string): Promise<void> {
  return callApi(() => api.post('/newsletter', { email }), {
    fallback: i18n._(NEWSLETTER_FAILED),
    decode: d.ignore,
  });
}
