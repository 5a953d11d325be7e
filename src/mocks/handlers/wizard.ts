import { http } from 'msw';
import { int, isResponse, refine, text, type Rule } from '../body';
import { getDb, saveDb } from '../db/store';
import type { AccountRow, CompanyPhoto, CompanyRow, DemoDb } from '../db/types';
import { apiUrl, latency, NOT_YOURS, status, withAccount } from '../http';
import { storablePhoto } from '../photoData';
import { newPhotoName } from './company';
import { companySave, readOwnBody } from './fleet';
import { PHOTO } from './users';

/**
 * The contract's wizard tag: the setup progress, step 1 (profile information) and step 2 (the
 * company fleet under the wizard's paths, and Next). Steps 3-4 and 5: wizardMetros.ts and
 * wizardPayment.ts. A step that succeeds moves the account's setup_progress on, once.
 */

const NO_COMPANY = 'Your company could not be found.';
const EARLIER_STEP = 'Please finish the earlier setup steps first.';
const VIDEO_SITES = /(^|\.)(youtube\.com|youtu\.be|vimeo\.com)$/i;

/** A photo of step 1 as sent: new bytes (photo), or a photo the company already has (file_name). */
interface SentPhoto {
  fileName: string;
  photo: string | null;
}

function sentPhoto(input: unknown): SentPhoto | string {
  if (typeof input !== 'object' || input === null) return 'Photos must be objects.';
  const item = input as Record<string, unknown>;
  const fileName = typeof item.file_name === 'string' ? item.file_name.trim() : '';
  if (item.photo === undefined || item.photo === null) {
    return fileName ? { fileName, photo: null } : 'A photo needs its bytes or its file_name.';
  }
  // The same checks as every other photo upload (JPEG bytes, at most 10 MB).
  for (const checked of [PHOTO.extension(item.extension, item), PHOTO.photo(item.photo, item)]) {
    if ('problem' in checked) return checked.problem;
  }
  return { fileName, photo: item.photo as string };
}

/** additional_photos: at least one ("Photo is required."), each one readable. */
const photoList: Rule<SentPhoto[]> = (input) => {
  if (input !== undefined && input !== null && !Array.isArray(input)) {
    return { problem: 'additional_photos must be a list.', malformed: true };
  }
  const items = (input ?? []) as unknown[];
  if (items.length === 0) return { problem: 'Photo is required.' };
  const photos: SentPhoto[] = [];
  for (const item of items) {
    const photo = sentPhoto(item);
    if (typeof photo === 'string') return { problem: photo };
    photos.push(photo);
  }
  return { value: photos };
};

/** profile_photo: optional; the first photo when absent. */
const mainPhoto: Rule<SentPhoto | null> = (input) => {
  if (input === undefined || input === null) return { value: null };
  const photo = sentPhoto(input);
  return typeof photo === 'string' ? { problem: photo } : { value: photo };
};

const hours = text('Hours of operation is required.');
const videoLink = refine(text(), (value) => {
  if (!value) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    return VIDEO_SITES.test(url.hostname) ? null : 'Video links must be links to a video site.';
  } catch {
    return 'Video links must be links to a video site.';
  }
});

const stepOneShape = {
  company_id: int('company_id is required.'),
  description: text('Description is required.'),
  additional_photos: photoList,
  profile_photo: mainPhoto,
  hours_of_operation_mon: hours,
  hours_of_operation_sat: hours,
  hours_of_operation_sum: hours,
  facebook_link: text(),
  twitter_link: text(),
  instagram_link: text(),
  youtube_link: videoLink,
};

/**
 * The company's photos after step 1: each sent photo is one the company already has (by
 * file_name) or new bytes stored under a new name. `byName` maps each sent file_name to it.
 */
async function storedPhotos(
  company: CompanyRow,
  sent: readonly SentPhoto[],
): Promise<{ photos: CompanyPhoto[]; byName: Map<string, CompanyPhoto> } | null> {
  const onFile = [company.profile_photo, ...company.additional_photos].filter(
    (photo): photo is CompanyPhoto => photo !== null,
  );
  const photos: CompanyPhoto[] = [];
  const byName = new Map<string, CompanyPhoto>();
  for (const item of sent) {
    let photo = item.photo === null ? onFile.find((row) => row.file_name === item.fileName) : null;
    if (item.photo === null && !photo) return null;
    if (item.photo !== null) {
      // New names must not repeat those on file nor those given in this same save.
      const taken = { ...company, additional_photos: [...company.additional_photos, ...photos] };
      photo = { file_name: newPhotoName(taken), url: await storablePhoto(item.photo) };
    }
    if (!photo || photos.includes(photo)) continue;
    photos.push(photo);
    if (item.fileName) byName.set(item.fileName, photo);
  }
  return { photos, byName };
}

/** Moves the account from `from` to the next step; an account already past it stays. */
function advance(db: DemoDb, account: AccountRow, from: 1 | 2): 'moved' | 'past' | 'before' {
  const row = db.accounts.find((candidate) => candidate.id === account.id);
  if (!row || row.setup_progress < from) return 'before';
  if (row.setup_progress > from) return 'past';
  row.setup_progress = from === 1 ? 2 : 3;
  return 'moved';
}

const companyIdOf = (request: Request) =>
  Number(new URL(request.url).searchParams.get('companyId'));

export const wizardHandlers = [
  http.get(apiUrl('/company/progress/get/company/setup/index'), async ({ request }) => {
    await latency();
    return withAccount(request, ['subscriber'], (account) => {
      if (companyIdOf(request) !== account.company_id) return status(null, 1, 'Unknown company.');
      return status(account.setup_progress);
    });
  }),

  /** Step 1: description, photos (the main one is profile_photo), hours and social links. */
  http.post(apiUrl('/company/progress/first/step'), async ({ request }) => {
    await latency();
    return withAccount(request, ['subscriber'], async (account) => {
      const body = await readOwnBody(request, account, stepOneShape);
      if (isResponse(body)) return body;
      const db = getDb();
      const company = db.companies.find((row) => row.id === account.company_id);
      if (!company) return status(null, 1, NO_COMPANY);
      const main = body.profile_photo;
      // A main photo sent only as profile_photo (new bytes under a name not in the list) is kept too.
      const alone =
        main?.photo && !body.additional_photos.some((item) => item.fileName === main.fileName);
      const stored = await storedPhotos(company, [
        ...(alone ? [main] : []),
        ...body.additional_photos,
      ]);
      if (!stored) return status(null, 1, 'A photo could not be found. Please add it again.');
      const profile = (main && stored.byName.get(main.fileName)) ?? stored.photos[0] ?? null;
      Object.assign(company, {
        about: body.description,
        hours_of_operation_mon: body.hours_of_operation_mon,
        hours_of_operation_sat: body.hours_of_operation_sat,
        hours_of_operation_sum: body.hours_of_operation_sum,
        facebook_url: body.facebook_link,
        twitter_url: body.twitter_link,
        instagram_url: body.instagram_link,
        youtube_url: body.youtube_link,
        profile_photo: profile,
        additional_photos: stored.photos.filter((photo) => photo !== profile),
      });
      advance(db, account, 1);
      saveDb();
      return status(null);
    });
  }),

  // Step 2's fleet: the company-level save under the wizard's (assumed) paths.
  companySave(false, '/company/progress/second/step/fleet'),
  companySave(true, '/company/progress/second/step/fleet'),

  /** Step 2's Next (no body). An account already past step 2 is answered success again. */
  http.post(apiUrl('/company/progress/update/setup/second/index'), async ({ request }) => {
    await latency();
    return withAccount(request, ['subscriber'], (account) => {
      if (companyIdOf(request) !== account.company_id) return status(null, 1, NOT_YOURS);
      const db = getDb();
      if (advance(db, account, 2) === 'before') return status(null, 1, EARLIER_STEP);
      saveDb();
      return status(null);
    });
  }),
];
