import type { CompanyProfile } from '@/features/company/types';
import { externalUrl } from '@/lib/externalUrl';
import { photosOfCompany, type StepPhoto } from './profilePhotos';

/** Spec section 5, Setup step 1: its texts to the letter; the last two are ours. */
export const PROFILE_STEP_TEXTS = {
  description: 'Description is required.',
  photo: 'Photo is required.',
  hours: 'Hours of operation is required.',
  video: 'Video links must be links to a video site (YouTube or Vimeo).',
  photoNotAdded: 'Please add the photo you chose (Add Photo), or cancel it.',
} as const;

/**
 * The description's 500 characters: an attribute the spec says is not enforced. The page counts
 * toward it and never blocks on it.
 */
export const DESCRIPTION_TARGET = 500;

/** "120 of 500 recommended characters", then the count alone once 500 is reached. */
export function descriptionCount(length: number): string {
  return length < DESCRIPTION_TARGET
    ? `${length} of ${DESCRIPTION_TARGET} recommended characters`
    : `${length} characters`;
}

/** Video sites a video link may point to (spec section 5, Photos: video-site links only). */
const VIDEO_HOSTS = /(^|\.)(youtube\.com|youtu\.be|vimeo\.com)$/i;

/** An empty link, or a link whose host is a video site. */
export function isVideoSiteLink(value: string): boolean {
  if (value.trim() === '') return true;
  const url = externalUrl(value);
  if (!url) return false;
  try {
    return VIDEO_HOSTS.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** Step 1's form. */
export interface ProfileStepValues {
  description: string;
  photos: StepPhoto[];
  /** The main photo's fileName (sent as profile_photo); null while there is no photo. */
  mainPhoto: string | null;
  hoursOfOperationMon: string;
  hoursOfOperationSat: string;
  /** Sunday hours; the contract's spelling. */
  hoursOfOperationSum: string;
  facebookLink: string;
  instagramLink: string;
  twitterLink: string;
  youtubeLink: string;
}

/** What is typed and not saved yet survives a reload (lib/drafts). */
export const PROFILE_STEP_DRAFT = 'setup-profile';

/**
 * The draft's fields: the texts. Not the photos: chosen files, made into images far larger than
 * the tab's storage should hold.
 */
export const PROFILE_STEP_DRAFT_FIELDS = [
  'description',
  'hoursOfOperationMon',
  'hoursOfOperationSat',
  'hoursOfOperationSum',
  'facebookLink',
  'instagramLink',
  'twitterLink',
  'youtubeLink',
] as const satisfies readonly (keyof ProfileStepValues)[];

/** What the company already saved: a returning operator resumes with it. */
export function profileStepValuesOf(company: CompanyProfile): ProfileStepValues {
  const photos = photosOfCompany(company);
  return {
    description: company.description,
    photos: photos.list,
    mainPhoto: photos.main,
    hoursOfOperationMon: company.hoursOfOperationMon,
    hoursOfOperationSat: company.hoursOfOperationSat,
    hoursOfOperationSum: company.hoursOfOperationSum,
    facebookLink: company.facebookLink,
    instagramLink: company.instagramLink,
    twitterLink: company.twitterLink,
    youtubeLink: company.youtubeLink,
  };
}
