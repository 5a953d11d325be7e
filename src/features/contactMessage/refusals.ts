import { msg } from '@lingui/core/macro';
import type { RefusalWords } from '@/lib/i18n/refusalText';
import { SEND_MESSAGE_FAILED } from './contactMessageApi';

/**
 * The spec gives this failure one text (postContactMessage): the server's words ("Please fill in
 * every field.") are never added, in any language.
 */
export const CONTACT_REFUSAL: RefusalWords = {
  fallback: SEND_MESSAGE_FAILED,
  failed: msg`Your message could not be sent.`,
  fixed: true,
};
