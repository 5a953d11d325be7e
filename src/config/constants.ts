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
/** Listing photos as the slider shows them (and as the demo draws its own): 11:7. */
export const PHOTO_SIZE = { width: 440, height: 280 } as const;
/** The support hours in words (the registration page's support line); the footer's short form,
 * "Mon-Fri 9am-5:30pm Eastern", is a message in Footer.tsx. */
export const SUPPORT_HOURS_LONG = 'Monday to Friday 9am to 5:30pm Eastern';
export const DATE_FORMAT = 'MM/DD/YYYY';
export const MESSAGE_TIME_FORMAT = 'MMM D, YYYY h:mm A';
/** English month names, January first (report charts, the demo's invoice lines). */
export const MONTH_NAMES: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const MESSAGE_SUBJECTS = [
  'Please contact me',
  'I have a question',
  "I need a bus. Here's my trip info.",
] as const;
export type MessageSubject = (typeof MESSAGE_SUBJECTS)[number];
/** The spec's form-level summary text. */
export const FORM_SUMMARY_TEXT = 'Some fields are invalid, please check all fields and try again';

/** Operator spec section 9: the 17 bus types (id: name; 1 is also called CharterBus). */
export const BUS_TYPES = [
  { id: 1, name: 'Full Size' },
  { id: 2, name: 'Minibus' },
  { id: 3, name: 'School Bus' },
  { id: 4, name: 'Entertainer' },
  { id: 5, name: 'Executive' },
  { id: 6, name: 'Trolley' },
  { id: 7, name: 'Double Decker' },
  { id: 8, name: 'Van' },
  { id: 9, name: 'Limobus' },
  { id: 10, name: 'Tour Operator' },
  { id: 11, name: 'Transit' },
  { id: 12, name: 'Travel Agent' },
  { id: 13, name: 'Party Bus' },
  { id: 14, name: 'Limo Stretch Town Car' },
  { id: 15, name: 'BR Limo' },
  { id: 16, name: 'Suv' },
  { id: 17, name: 'BlackCar' },
] as const;
/** Operator spec section 9: a fleet entry's quantity and seat limits. */
export const FLEET_QUANTITY = { min: 1, max: 999 } as const;
export const FLEET_SEATS = { min: 1, max: 200 } as const;
