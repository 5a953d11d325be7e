import { api } from '@/lib/apiClient';
import { ApiError, toApiError } from '@/lib/apiError';
import { unwrapSuccess, type SuccessEnvelope } from '@/lib/envelope';
import type { PasswordValues, ProfileValues, UserProfile } from './types';

export const PROFILE_LOAD_FAILED = 'Your profile could not be loaded.';
export const PROFILE_FAILED = 'There was a problem updating your profile. Please try again later.';
export const PASSWORD_FAILED =
  'There was a problem updating your login information. Please try again later.';
export const PHOTO_FAILED =
  'There was a problem updating your profile picture. Please try again later.';

interface ProfileResponse extends SuccessEnvelope {
  user?: UserProfile | null;
}

/** GET /users/profile. */
export async function fetchProfile(): Promise<UserProfile> {
  try {
    const { data } = await api.get<ProfileResponse>('/users/profile');
    const body = unwrapSuccess(data, PROFILE_LOAD_FAILED);
    if (!body.user) throw new ApiError(200, null, PROFILE_LOAD_FAILED);
    return body.user;
  } catch (error) {
    throw toApiError(error, PROFILE_LOAD_FAILED);
  }
}

/**
 * Runs a call whose failure the spec words one way only: unlike the login edit, the profile and
 * photo texts do not show the server's own message.
 */
async function withFixedFailure<T>(call: () => Promise<T>, text: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    throw new ApiError(status, null, text);
  }
}

/** POST /users/profile (first_name, last_name, about, company). */
export function updateProfile(values: ProfileValues): Promise<void> {
  return withFixedFailure(async () => {
    const { data } = await api.post<SuccessEnvelope>('/users/profile', {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      about: values.about.trim(),
      company: values.company.trim(),
    });
    unwrapSuccess(data, PROFILE_FAILED);
  }, PROFILE_FAILED);
}

/** POST /users/change_password: the server's text when it gives one, else the spec's. */
export async function changePassword(values: PasswordValues): Promise<void> {
  try {
    const { data } = await api.post<SuccessEnvelope>('/users/change_password', {
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
    });
    unwrapSuccess(data, PASSWORD_FAILED);
  } catch (error) {
    throw toApiError(error, PASSWORD_FAILED);
  }
}

/** POST /users/photo/replace or /users/photo/add: a base64 JPEG. */
export function uploadPhoto(
  mode: 'replace' | 'add',
  upload: { fileName: string; photo: string },
): Promise<void> {
  return withFixedFailure(async () => {
    const { data } = await api.post<SuccessEnvelope>(`/users/photo/${mode}`, {
      extension: 'jpeg',
      fileName: upload.fileName,
      photo: upload.photo,
    });
    unwrapSuccess(data, PHOTO_FAILED);
  }, PHOTO_FAILED);
}
