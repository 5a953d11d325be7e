import type { Rng } from '../random';
import { coachPhotoUrl } from '../svg';
import type { CompanyPhoto, CompanyRow, MetroRow, PaymentTypes } from '../types';
import {
  ASSOCIATIONS,
  BUSINESS_HIGHLIGHT_TYPES,
  CHARTER_SERVICE_TYPES,
  STATE_ASSOCIATION,
} from './catalogue';
import { slugify } from './geo';
import { personName, STREETS } from './names';
import { aboutText, HOURS_SATURDAY, HOURS_SUNDAY, HOURS_WEEKDAY, INSURANCE } from './text';

/** Builds the profile part of a company row (everything except listings, fleet and reviews). */

export interface ProfileInput {
  id: number;
  name: string;
  metro: MetroRow;
  zips: readonly string[];
  areaCodes: readonly string[];
  nextPhoto: () => CompanyPhoto;
  date_joined: string;
  /** Hand-written values for demo companies. */
  domain?: string;
  street?: string;
  contact?: { first: string; last: string };
  /** false = freshly registered, wizard step 1 not done: no description, photos or hours. */
  profileDone?: boolean;
}

/** Digits-only phone; 555 exchange keeps the numbers fictional. */
export function phoneNumber(rng: Rng, areaCodes: readonly string[], allowLong = true): string {
  const digits = `${rng.pick(areaCodes)}555${String(rng.int(100, 9999)).padStart(4, '0')}`;
  // A few operators type the leading country code; the contract only promises digits.
  return allowLong && rng.chance(0.05) ? `1${digits}` : digits;
}

/** Hands out consecutive photo seeds; one per createSeed run keeps numbering deterministic. */
export function createPhotoSeeder(start: number): () => CompanyPhoto {
  let seed = start;
  return () => {
    seed += 1;
    return { file_name: `coach-${seed}.svg`, url: coachPhotoUrl(seed) };
  };
}

function paymentTypes(rng: Rng): PaymentTypes {
  return {
    visa: rng.chance(0.92),
    mastercard: rng.chance(0.88),
    discover: rng.chance(0.5),
    paypal: rng.chance(0.25),
    check: rng.chance(0.6),
    amex: rng.chance(0.45),
  };
}

function associationIds(rng: Rng, state: string): number[] {
  const ids: number[] = [];
  if (rng.chance(0.45)) ids.push(1);
  if (rng.chance(0.25)) ids.push(2);
  if (rng.chance(0.08)) ids.push(rng.pick([3, 4, 5]));
  const stateAssociation = STATE_ASSOCIATION[state];
  if (stateAssociation && rng.chance(0.5)) ids.push(stateAssociation);
  const certifications = ASSOCIATIONS.filter((a) => a.group === 'certifications').map((a) => a.id);
  ids.push(...rng.sample(certifications, rng.int(0, 3)));
  return ids.sort((a, b) => a - b);
}

export function associationsText(ids: readonly number[]): string {
  return ASSOCIATIONS.filter((a) => ids.includes(a.id))
    .map((a) => a.name)
    .join('; ');
}

export function buildProfile(rng: Rng, input: ProfileInput): CompanyRow {
  const { id, name, metro } = input;
  const done = input.profileDone ?? true;
  const slug = slugify(name);
  const compact = slug.replace(/-/g, '');
  const domain = input.domain ?? `${compact}.example`;
  const contact = input.contact ?? personName(rng);
  const phone = phoneNumber(rng, input.areaCodes);
  const dot = String(rng.int(1_000_000, 3_999_999));
  const selected = associationIds(rng, metro.state);
  const photoCount = done
    ? rng.weighted([
        [0, 1],
        [2, 3],
        [3, 3],
        [4, 2],
        [5, 1],
      ])
    : 0;
  // Setup step 1 requires a photo: a demo operator past it shows a profile image and more.
  const shown = done && input.domain ? Math.max(photoCount, 2) : photoCount;
  const photos = Array.from({ length: shown }, input.nextPhoto);
  const since = Math.min(Number(input.date_joined.slice(0, 4)), rng.int(1978, 2022));
  const social = (site: string, p: number): string =>
    done && rng.chance(p) ? `https://${site}/${compact}` : '';
  return {
    id,
    name,
    url_slug: slug,
    about: done ? aboutText(rng, name, metro.city, metro.state, since) : '',
    email: rng.chance(0.88)
      ? `${rng.pick(['info', 'dispatch', 'quotes', 'charters'])}@${domain}`
      : null,
    phone,
    website: rng.chance(0.88) ? `https://www.${domain}` : '',
    address: input.street ?? `${rng.int(100, 9899)} ${rng.pick(STREETS)}`,
    address_line_2: rng.chance(0.15) ? `Suite ${rng.int(100, 450)}` : '',
    city: metro.city,
    state: metro.state,
    zip: rng.pick(input.zips),
    us_dot_number: dot,
    us_dot_link: `https://safer.fmcsa.dot.gov/query.asp?query_param=USDOT&query_string=${dot}`,
    licensing_and_insurance: rng.pick(INSURANCE),
    associations_and_certifications: associationsText(selected),
    selected_associations: selected,
    facebook_url: social('facebook.com', 0.6),
    twitter_url: social('x.com', 0.2),
    instagram_url: social('instagram.com', 0.4),
    youtube_url: social('youtube.com', 0.12),
    is_uma_member: selected.includes(1),
    hide_contact_us: rng.chance(0.04),
    payment_types: paymentTypes(rng),
    hours_of_operation: '',
    hours_of_operation_mon: done ? rng.pick(HOURS_WEEKDAY) : '',
    hours_of_operation_sat: done ? rng.pick(HOURS_SATURDAY) : '',
    hours_of_operation_sum: done ? rng.pick(HOURS_SUNDAY) : '',
    contact_name: `${contact.first} ${contact.last}`,
    contact_phone: rng.chance(0.6) ? phone.slice(-10) : phoneNumber(rng, input.areaCodes, false),
    contact_phone_extension: rng.chance(0.2) ? String(rng.int(10, 250)) : '',
    contact_email: `${contact.first.toLowerCase()}@${domain}`,
    is_tour_operator: rng.chance(0.2),
    has_receptive_services: rng.chance(0.3),
    save_to_all_listings: rng.chance(0.7),
    business_highlights: rng
      .sample(BUSINESS_HIGHLIGHT_TYPES, done ? rng.int(2, 6) : 0)
      .map((t) => t.id)
      .sort((a, b) => a - b),
    charter_bus_services: rng
      .sample(CHARTER_SERVICE_TYPES, done ? rng.int(3, 8) : 0)
      .map((t) => t.id)
      .sort((a, b) => a - b),
    profile_photo: photos[0] ?? null,
    additional_photos: photos.slice(1),
    approved: true,
    date_joined: input.date_joined,
  };
}
