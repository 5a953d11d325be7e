import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { d } from '@/lib/decode';
import type { StepPhoto } from './profilePhotos';
import type { ProfileStepValues } from './profileStep';

/** Step 1's failure text when the server gives none (the spec shows none of its own). */
export const PROFILE_STEP_FAILED =
  'There was a problem saving your profile information. Please try again later.';

/**
 * A photo as step 1 sends it (the contract's PhotoUpload): a new crop with its bytes; a photo the
 * server already has by its file name only (the page never holds its bytes, and the server
 * keeps the file it has).
 */
function uploadOf(photo: StepPhoto) {
  return {
    extension: 'jpeg',
    fileName: photo.fileName,
    ...(photo.photo === undefined ? {} : { photo: photo.photo }),
  };
}

/**
 * POST /company/progress/first/step (envelope b): every photo in order as additional_photos,
 * the main one also as profile_photo. Only code 0 is success; else the server's text, or ours.
 */
export function postSetupStepOne(companyId: number, values: ProfileStepValues): Promise<void> {
  const t = (value: string) => value.trim();
  const main = values.photos.find((photo) => photo.fileName === values.mainPhoto);
  const body = {
    companyId,
    description: t(values.description),
    additionalPhotos: values.photos.map(uploadOf),
    ...(main ? { profilePhoto: uploadOf(main) } : {}),
    hoursOfOperationMon: t(values.hoursOfOperationMon),
    hoursOfOperationSat: t(values.hoursOfOperationSat),
    hoursOfOperationSum: t(values.hoursOfOperationSum),
    facebookLink: t(values.facebookLink),
    twitterLink: t(values.twitterLink),
    instagramLink: t(values.instagramLink),
    youtubeLink: t(values.youtubeLink),
  };
  return callApi(() => api.post('/company/progress/first/step', body), {
    fallback: PROFILE_STEP_FAILED,
    envelope: 'status',
    decode: d.ignore,
  });
}
