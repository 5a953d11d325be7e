import { msg } from '@lingui/core/macro';
import type { RefusalWords } from '@/lib/i18n/refusalText';
import { QUOTES_FAILED } from './userQuotesApi';

export const QUOTES_REFUSAL: RefusalWords = {
  fallback: QUOTES_FAILED,
  failed: msg`Your quote history could not be loaded.`,
};
