import { jpegFileName } from '@/components/media/photoFile';
import type { CompanyProfile } from '@/features/company/types';

/** One photo of setup step 1: one the company already has, or a new crop not yet sent. */
export interface StepPhoto {
  /** Unique in the list: the server's file name, or the name a new crop is sent under. */
  fileName: string;
  /** What the page shows: the stored photo's address, or the new crop as a data URL. */
  url: string;
  /** A new crop's base64 JPEG; absent for a photo the server already has. */
  photo?: string;
}

/** The photos in the order added, and which one is the main (profile) photo. */
export interface StepPhotos {
  list: StepPhoto[];
  /** The main photo's fileName; null only when there is no photo. */
  main: string | null;
}

/** What the company already has: its profile photo (the main one) first, then the others. */
export function photosOfCompany(company: CompanyProfile): StepPhotos {
  const list: StepPhoto[] = [];
  if (company.photoUrl && company.photoFilename) {
    list.push({ fileName: company.photoFilename, url: company.photoUrl });
  }
  for (const photo of company.additionalPhotos) {
    // A photo without a file name cannot be named in the save: the server keeps what it has.
    if (photo.fileName && !list.some((item) => item.fileName === photo.fileName)) {
      list.push({ fileName: photo.fileName, url: photo.url });
    }
  }
  return { list, main: list[0]?.fileName ?? null };
}

/** A file name for a new crop that no photo of the list has (coach.jpeg, coach-2.jpeg, ...). */
export function freeFileName(list: readonly StepPhoto[], original: string): string {
  const wanted = jpegFileName(original);
  const taken = new Set(list.map((photo) => photo.fileName.toLowerCase()));
  const base = wanted.replace(/\.jpeg$/, '');
  let name = wanted;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base}-${n}.jpeg`;
  return name;
}

/** Adds a photo at the end; the first photo added is the main one. */
export function withPhotoAdded(photos: StepPhotos, photo: StepPhoto): StepPhotos {
  return { list: [...photos.list, photo], main: photos.main ?? photo.fileName };
}

/** Removes a photo; removing the main one makes the first remaining photo the main one. */
export function withPhotoRemoved(photos: StepPhotos, fileName: string): StepPhotos {
  const list = photos.list.filter((photo) => photo.fileName !== fileName);
  const main = photos.main === fileName ? (list[0]?.fileName ?? null) : photos.main;
  return { list, main };
}

/** Makes a photo of the list the main one (a name not in the list changes nothing). */
export function withMainPhoto(photos: StepPhotos, fileName: string): StepPhotos {
  return photos.list.some((photo) => photo.fileName === fileName)
    ? { ...photos, main: fileName }
    : photos;
}
