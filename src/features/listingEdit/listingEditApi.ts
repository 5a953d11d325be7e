import { busResults, paymentTypes, photos, reviews } from '@/features/search/searchApi';
import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { GENERIC_ERROR } from '@/lib/apiError';
import { d, type Decoder } from '@/lib/decode';
import type { AdditionalEmail, ListingContactValues, ListingEditData, ListingMetro } from './types';

/** Spec section 8 shows the server's errorMessage; this is the text when it sent none. */
export const LISTING_LOAD_FAILED = 'This listing could not be loaded.';

const text = d.withDefault(d.string, '');

const additionalEmail: Decoder<AdditionalEmail> = d.object({
  name: d.string,
  emailAddress: d.string,
});

const metro: Decoder<ListingMetro | null> = d.withDefault(
  d.object({ id: d.optional(d.integer), city: d.string, state: d.string }),
  null,
);

/**
 * The contract requires the address (address1, city, state, zip): without it the answer is not a
 * listing and the load fails with the call's text. Every other field reads leniently: a field of
 * the wrong type is left empty, an additional e-mail that does not read is dropped.
 */
const listingEditData: Decoder<ListingEditData> = d.object({
  alias: text,
  address1: d.string,
  city: d.string,
  state: d.string,
  zip: d.string,
  description: text,
  website: text,
  phone: text,
  email: text,
  facebookUrl: text,
  twitterUrl: text,
  instagramUrl: text,
  youtubeUrl: text,
  associationsAndCertifications: text,
  licensingAndInsurance: text,
  averageRating: d.withDefault(d.number, 0),
  usDotLink: text,
  isUmaMember: d.withDefault(d.boolean, false),
  additionalEmails: d.withDefault(d.arrayOf(additionalEmail), []),
  busResults,
  metro,
  photos: d.map(photos, (list) => list.filter((photo) => photo.url !== '')),
  reviews,
  paymentTypes,
});

/** GET /subscribers/listings/{id}/edit: the listing under `listing` (envelope a). */
export function getListingEdit(companyMetroId: number): Promise<ListingEditData> {
  return callApi(() => api.get(`/subscribers/listings/${companyMetroId}/edit`), {
    fallback: LISTING_LOAD_FAILED,
    decode: (body) => d.object({ listing: listingEditData })(body).listing,
  });
}

/**
 * The three saves answer envelope (a) with nothing to read; the spec gives them the shared
 * generic failure text, whatever the server says.
 */
function post(path: string, body: object): Promise<void> {
  return callApi(() => api.post(`/subscribers/listings/edit/${path}`, body), {
    fallback: GENERIC_ERROR,
    decode: d.ignore,
    fixedText: true,
  });
}

/** POST /subscribers/listings/edit/company: the company name shown on this listing. */
export function postListingName(companyMetroId: number, name: string): Promise<void> {
  return post('company', { companyMetroId, name: name.trim() });
}

/** POST /subscribers/listings/edit/contact. The phone travels as digits (the contract's example). */
export function postListingContact(
  companyMetroId: number,
  values: ListingContactValues,
): Promise<void> {
  const t = (value: string) => value.trim();
  return post('contact', {
    companyMetroId,
    email: t(values.email),
    phone: values.phone.replace(/\D/g, ''),
    website: t(values.website),
    description: t(values.description),
    address: t(values.address),
    city: t(values.city),
    state: values.state,
    zip: t(values.zip),
  });
}

/** POST /subscribers/listings/edit/emails: the whole list, replacing the one on file. */
export function postListingEmails(
  companyMetroId: number,
  emails: readonly AdditionalEmail[],
): Promise<void> {
  return post('emails', {
    companyMetroId,
    additionalEmails: emails.map((email) => ({
      name: email.name.trim(),
      emailAddress: email.emailAddress.trim(),
    })),
  });
}
