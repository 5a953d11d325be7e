import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n/runtime';
import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { d } from '@/lib/decode';
import type { ContactMessage } from './types';

/** Spec 8, "Send message failure (from search)". */
export const SEND_MESSAGE_FAILED = msg`There was a problem. Please try again later.`;

/**
 * The contract's message has no phone field: the phone travels in the message text, where the
 * company reads it next to the traveller's words.
 */
export function messageText(message: Pick<ContactMessage, 'additionalInfo' | 'phone'>): string {
  return `${message.additionalInfo.trim()}\n\nPhone: ${message.phone.trim()}`;
}

/** POST /message/send (envelope a). The spec gives this failure one text, whatever the server says. */
export function postContactMessage(message: ContactMessage): Promise<void> {
  return callApi(
    () =>
      api.post('/message/send', {
        fromEmail: message.email.trim(),
        fromName: message.name.trim(),
        message: messageText(message),
        companyMetroId: message.companyMetroId,
        subject: message.subject,
      }),
    { fallback: i18n._(SEND_MESSAGE_FAILED), decode: d.ignore, fixedText: true },
  );
}
