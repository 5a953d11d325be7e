import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n/runtime';
import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { d } from '@/lib/decode';
import type { PasswordValues, ProfileValues, UserProfile } from './types';

export const PROFILE_LOAD_FAILED = msg`Your profile could not be loaded.`;
export const PROFILE_FAILED = msg`There was a problem updating your profile. Please try again later.`;
export const PASSWORD_FAILED = msg`There was a problem updating your login information. Please try again later.`;
export const PHOTO_FAILED = msg`There was a problem updating your profile picture. Please try again later.`;

/** The contract's UserProfile: id, email and names are required; the rest may be absent. */
const userProfile = d.object({
  id: d.integer,
  email: d.string,
  firstName: d.string,
  lastName: d.string,
  about: d.optional(d.string),
  company: d.optional(d.string),
  photoFilename: d.optional(d.string),
  photoUrl: d.optional(d.string),
  // Not in the contract: a server that sends a phone gets it prefilled on /review.
  phone: d.optional(d.string),
});

/**
 * GET /users/profile: the one reader of the traveller's profile. A `user` that is not a profile
 * (a string, null, no id) fails the load: an empty editable profile would invite overwriting.
 */
export function getProfile(): Promise<UserProfile> {
  return callApi(() => api.get('/users/profile'), {
    fallback: i18n._(PROFILE_LOAD_FAILED),
    decode: (body) => d.object({ user: userProfile })(body).user,
  });
}

/** POST /users/profile. The spec words its failure one way: the server's text is not shown. */
export function postProfile(values: ProfileValues): Promise<void> {
  return callApi(
    () =>
      api.post('/users/profile', {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        about: values.about.trim(),
        company: values.company.trim(),
      }),
    { fallback: i18n._(PROFILE_FAILED), decode: d.ignore, fixedText: true },
  );
}

/** POST /users/change_password: the server's text when it gives one, else the spec's. */
export function postPassword(values: PasswordValues): Promise<void> {
  return callApi(
    () =>
      api.post('/users/change_password', {
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      }),
    { fallback: i18n._(PASSWORD_FAILED), decode: d.ignore },
  );
}

/** POST /users/photo/replace or /users/photo/add: a base64 JPEG; one text for any failure. */
export function postPhoto(
  mode: 'replace' | 'add',
  upload: { fileName: string; photo: string },
): Promise<void> {
  return callApi(
    () =>
      api.post(`/users/photo/${mode}`, {
        extension: 'jpeg',
        fileName: upload.fileName,
        photo: upload.photo,
      }),
    { fallback: i18n._(PHOTO_FAILED), decode: d.ignore, fixedText: true },
  );
}
