import { msg } from '@lingui/core/macro';
import type { RefusalWords } from '@/lib/i18n/refusalText';
import {
  PASSWORD_FAILED,
  PHOTO_FAILED,
  PROFILE_FAILED,
  PROFILE_LOAD_FAILED,
} from './userAccountApi';

export const PROFILE_LOAD_REFUSAL: RefusalWords = {
  fallback: PROFILE_LOAD_FAILED,
  failed: PROFILE_LOAD_FAILED,
};

/** The spec gives a failed profile save one text (postProfile): no server words. */
export const PROFILE_REFUSAL: RefusalWords = {
  fallback: PROFILE_FAILED,
  failed: msg`Your profile could not be saved.`,
  fixed: true,
};

/** A refused change names its reason (a wrong current password) only in the server's words. */
export const PASSWORD_REFUSAL: RefusalWords = {
  fallback: PASSWORD_FAILED,
  failed: msg`Your login information could not be updated.`,
};

/** The spec gives a failed photo one text (postPhoto): a refused photo's reason is not shown. */
export const PHOTO_REFUSAL: RefusalWords = {
  fallback: PHOTO_FAILED,
  failed: msg`Your profile picture could not be updated.`,
  fixed: true,
};
