/** The spec's photo limits: a JPEG of at most 10 MB (before encoding). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

export const PHOTO_NOT_JPEG = 'Please choose a JPEG photo (.jpg or .jpeg).';
export const PHOTO_TOO_LARGE = 'Please choose a photo no larger than 10 MB.';
export const PHOTO_UNREADABLE = 'This file could not be read as a photo. Please choose another.';

const JPEG_TYPES = new Set(['image/jpeg', 'image/pjpeg']);
const JPEG_NAME = /\.jpe?g$/i;

/**
 * Why a chosen file cannot be used, or null when it can. Some systems give no MIME type, so a
 * .jpg/.jpeg name without one is accepted; decoding it in the cropper is the final check.
 */
export function photoFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const isJpeg = JPEG_TYPES.has(file.type) || (file.type === '' && JPEG_NAME.test(file.name));
  if (!isJpeg) return PHOTO_NOT_JPEG;
  if (file.size > MAX_PHOTO_BYTES) return PHOTO_TOO_LARGE;
  if (file.size === 0) return PHOTO_UNREADABLE;
  return null;
}

/** The name to send a first photo under: the chosen file's, as a .jpeg (it is re-encoded). */
export function jpegFileName(original: string): string {
  const base = original.replace(/\.[^.]*$/, '').trim();
  return `${base || 'photo'}.jpeg`;
}
