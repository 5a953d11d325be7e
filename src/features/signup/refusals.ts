import { msg } from '@lingui/core/macro';
import type { RefusalWords } from '@/lib/i18n/refusalText';
import { SIGNUP_FAILED } from './signupApi';

/** A refused sign-up names its reason (an email already taken) only in the server's words. */
export const SIGNUP_REFUSAL: RefusalWords = {
  fallback: SIGNUP_FAILED,
  failed: msg`Your account could not be created.`,
  anonymous: true,
};
