import type { BusResult, PaymentTypes, Photo, Review } from '@/features/search/types';

/** One extra address that receives this listing's quote requests (name + e-mail). */
export interface AdditionalEmail {
  name: string;
  emailAddress: string;
}

/** The metro a listing is in; `id` is absent when a server leaves it out. */
export interface ListingMetro {
  id?: number;
  city: string;
  state: string;
}

/**
 * GET /subscribers/listings/{id}/edit (the contract's ListingEditData), camelCased: the
 * listing's own name and contact (a listing may differ from the company), and what the search
 * card shows of it (photos, reviews, fleet) for the preview.
 */
export interface ListingEditData {
  alias: string;
  address1: string;
  city: string;
  state: string;
  zip: string;
  description: string;
  website: string;
  phone: string;
  email: string;
  facebookUrl: string;
  twitterUrl: string;
  instagramUrl: string;
  youtubeUrl: string;
  associationsAndCertifications: string;
  licensingAndInsurance: string;
  averageRating: number;
  usDotLink: string;
  isUmaMember: boolean;
  additionalEmails: AdditionalEmail[];
  busResults: BusResult[];
  metro: ListingMetro | null;
  photos: Photo[];
  reviews: Review[];
  paymentTypes: PaymentTypes;
}

/** The contact form (POST /subscribers/listings/edit/contact). */
export interface ListingContactValues {
  email: string;
  phone: string;
  website: string;
  description: string;
  address: string;
  city: string;
  state: string;
  zip: string;
}

/** The additional e-mails form (POST /subscribers/listings/edit/emails). */
export interface ListingEmailsValues {
  additionalEmails: AdditionalEmail[];
}

/** The listing name form (POST /subscribers/listings/edit/company). */
export interface ListingNameValues {
  name: string;
}
