import { msg } from '@lingui/core/macro';
import type { RefusalWords } from '@/lib/i18n/refusalText';
import { FORGOT_FAILED, LOGIN_FAILED } from './authApi';

/**
 * A refused login means its email or password (the spec's one text for it): that says it all in
 * any language, so the server's words are not added to it.
 */
export const LOGIN_REFUSAL: RefusalWords = {
  fallback: LOGIN_FAILED,
  refused: LOGIN_FAILED,
  failed: msg`You could not be logged in.`,
  anonymous: true,
};

/** A refused request names its reason only in the server's words (an unknown email). */
export const FORGOT_REFUSAL: RefusalWords = {
  fallback: FORGOT_FAILED,
  failed: msg`Your password could not be sent.`,
  anonymous: true,
};
