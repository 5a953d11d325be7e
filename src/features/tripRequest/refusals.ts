import { msg } from '@lingui/core/macro';
import type { RefusalWords } from '@/lib/i18n/refusalText';
import { TRIP_REQUEST_FAILED } from './tripRequestApi';
import { EMPTY_CART_MESSAGE } from './tripRequestSlice';

/** A refused request names its reason (a date in the past) only in the server's words. */
export const TRIP_REQUEST_REFUSAL: RefusalWords = {
  fallback: TRIP_REQUEST_FAILED,
  failed: msg`Your quote request could not be sent.`,
  own: EMPTY_CART_MESSAGE,
};
