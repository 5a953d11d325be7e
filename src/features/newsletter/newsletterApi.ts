import { api } from '@/lib/apiClient';
import { toApiError } from '@/lib/apiError';
import { unwrapSuccess, type SuccessEnvelope } from '@/lib/envelope';

export const NEWSLETTER_FAILED =
  'There was a problem joining our newsletter. Please try again later.';

export async function joinNewsletter(email: string): Promise<void> {
  try {
    const { data } = await api.post<SuccessEnvelope>('/newsletter', { email });
    unwrapSuccess(data, NEWSLETTER_FAILED);
  } catch (error) {
    throw toApiError(error, NEWSLETTER_FAILED);
  }
}
