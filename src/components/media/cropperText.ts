/** The cropper's help line: PhotoCropper's, and its placeholder's while its code arrives. */
export const CROP_HELP =
  'Drag the photo, or focus it and use the arrow keys to move it (Shift for bigger steps), + and - to zoom and Home to start over.';

/** What the crop step says while its photo is not yet there to crop (stage, save button). */
export const PHOTO_LOADING = 'Loading photo...';
