import { api } from '@/lib/apiClient';
import { ApiError, toApiError } from '@/lib/apiError';
import { unwrapSuccess, type SuccessEnvelope } from '@/lib/envelope';
import type { ContactMessage, SenderProfile } from './types';

/** Spec 8, "Send message failure (from search)". */
export const SEND_MESSAGE_FAILED = 'There was a problem. Please try again later.';
const PROFILE_FAILED = 'Your profile is unavailable.';

/**
 * The contract's message has no phone field: the phone travels in the message text, where the
 * company reads it next to the traveller's words.
 */
export function messageText(message: Pick<ContactMessage, 'additionalInfo' | 'phone'>): string {
  return `${message.additionalInfo.trim()}\n\nPhone: ${message.phone.trim()}`;
}

/** POST /message/send (envelope a). */
export async function sendCompanyMessage(message: ContactMessage): Promise<void> {
  try {
    const { data } = await api.post<SuccessEnvelope>('/message/send', {
      fromEmail: message.email.trim(),
      fromName: message.name.trim(),
      message: messageText(message),
      companyMetroId: message.companyMetroId,
      subject: message.subject,
    });
    unwrapSuccess(data, SEND_MESSAGE_FAILED);
  } catch (error) {
    // The spec gives this failure one text, whatever the server says (section 8).
    throw new ApiError(error instanceof ApiError ? error.status : 0, null, SEND_MESSAGE_FAILED);
  }
}

interface ProfileResponse extends SuccessEnvelope {
  user?: { firstName?: unknown; lastName?: unknown; email?: unknown } | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** GET /users/profile (envelope a), reduced to what prefills the form. */
export async function getSenderProfile(): Promise<SenderProfile> {
  try {
    const { data } = await api.get<ProfileResponse>('/users/profile');
    const { user } = unwrapSuccess(data, PROFILE_FAILED);
    return {
      name: [text(user?.firstName), text(user?.lastName)].filter(Boolean).join(' '),
      email: text(user?.email),
    };
  } catch (error) {
    throw toApiError(error, PROFILE_FAILED);
  }
}
