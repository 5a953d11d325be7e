/** The spec's business constants (traveller-and-shared.md section 9). */
export const REMEMBER_ME_MS = 14 * 24 * 60 * 60 * 1000;
export const PASSWORD_MIN_LENGTH = 8;
export const ZIP_RADIUS_OPTIONS = [10, 50, 100, 150] as const;
export const DEFAULT_ZIP_RADIUS = 50;
export const SEARCH_PROGRESS = 33;
export const REVIEW_PROGRESS = 66;
export const CONFIRMATION_PROGRESS = 100;
export const STAR_SCALE = 5;
export const TRACKING_COUNT = 1;
export const MESSAGE_PREVIEW_LENGTH = 50;
export const UNREAD_BADGE_MAX = 99;
export const SAVE_TOAST_MS = 3000;
export const PHOTO_ASPECT = 11 / 7;
export const SUPPORT_HOURS = 'Mon-Fri 9am-5:30pm Eastern';
/** The same hours in words (the registration page's support line). */
export const SUPPORT_HOURS_LONG = 'Monday to Friday 9am to 5:30pm Eastern';
export const DATE_FORMAT = 'MM/DD/YYYY';
export const MESSAGE_TIME_FORMAT = 'MMM D, YYYY h:mm A';
export const TABLE_BREAKPOINTS = { xs: 0, sm: 450, md: 720, lg: 1024, xlg: 1920 } as const;
export const MESSAGE_SUBJECTS = [
  'Please contact me',
  'I have a question',
  "I need a bus. Here's my trip info.",
] as const;
export type MessageSubject = (typeof MESSAGE_SUBJECTS)[number];
/** The spec's form-level summary text. */
export const FORM_SUMMARY_TEXT = 'Some fields are invalid, please check all fields and try again';
