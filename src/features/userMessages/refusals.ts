import { msg } from '@lingui/core/macro';
import type { RefusalWords } from '@/lib/i18n/refusalText';
import {
  COMPANIES_FAILED,
  LOCATIONS_FAILED,
  MESSAGES_FAILED,
  SEND_FAILED,
} from './userMessagesApi';

/** The spec gives a failed send one text (postUserMessage): the server's words are never added. */
export const SEND_REFUSAL: RefusalWords = {
  fallback: SEND_FAILED,
  failed: msg`Your message could not be sent.`,
  fixed: true,
};

export const MESSAGES_REFUSAL: RefusalWords = {
  fallback: MESSAGES_FAILED,
  failed: msg`Your messages could not be loaded.`,
};

export const COMPANIES_REFUSAL: RefusalWords = {
  fallback: COMPANIES_FAILED,
  failed: msg`Companies could not be searched.`,
};

export const LOCATIONS_REFUSAL: RefusalWords = {
  fallback: LOCATIONS_FAILED,
  failed: msg`This company's locations could not be loaded.`,
};
