import type { PlanLink } from '@/features/tripPlan/types';
import type { ZIP_RADIUS_OPTIONS } from '@/config/constants';

/** Search radius around a zip code, in miles (the contract's ZipRange). */
export type ZipRange = (typeof ZIP_RADIUS_OPTIONS)[number];

/** The company part of a search result, camelCased. `id` is the company metro id. */
export interface SearchCompany {
  id: number;
  metroId: number;
  name: string;
  about: string;
  email: string | null;
  phone: string;
  website: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  usDotNumber: string;
  usDotLink: string;
  licensingAndInsurance: string;
  associationsAndCertifications: string;
  facebookUrl: string;
  twitterUrl: string;
  instagramUrl: string;
  youtubeUrl: string;
  averageRating: number;
  isUmaMember: boolean;
  hideContactUs: boolean;
}

export interface Photo {
  url: string;
}

export interface Review {
  name: string;
  title: string;
  rating: number;
  comment: string;
  travelledOn: string;
  publishedOn: string;
  operatorResponse: string | null;
}

export interface PaymentTypes {
  visa: boolean;
  mastercard: boolean;
  discover: boolean;
  paypal: boolean;
  check: boolean;
}

export interface Amenity {
  id: number;
  name: string;
  enabled?: boolean;
}

export interface BusResult {
  id: number;
  busType: string;
  quantity: number;
  seats: number;
  years: string;
  restroom: boolean;
  wifi: boolean;
  oneTenVolts: boolean;
  dayAmount: number;
  mileAmount: number;
  amenities: Amenity[];
}

export interface SearchResult {
  company: SearchCompany;
  photos: Photo[];
  reviews: Review[];
  paymentTypes: PaymentTypes;
  busResults: BusResult[];
}

export interface BusType {
  id: number;
  name: string;
}

/** POST /search as the app sends it (decamelized on the wire). */
export interface SearchRequest {
  numberOfPeople: number;
  tripType: number;
  freeformLocation: string;
  city: string;
  state: string;
  amenities: number[];
  zip: string;
  zipRange: ZipRange;
}

/** POST /search response, normalized: every list present, absent texts empty. */
export interface SearchResponse {
  results: SearchResult[];
  busTypes: BusType[];
  availableAmenities: Amenity[];
  latitude: number | null;
  longitude: number | null;
  city: string;
  state: string;
  urlFriendlyCity: string;
  urlFriendlyState: string;
}

/** What the shown results describe: the location text is built from it. */
export type SearchedArea =
  | { mode: 'zip'; zip: string; within: ZipRange; city: string; state: string }
  | { mode: 'city'; city: string; state: string };

/**
 * The search criteria a URL carries: /search/:city?/:state? plus the query string the app
 * writes (zip, within, amenities, type, people, trip). Absent means "not in the URL".
 */
export interface RouteCriteria {
  city?: string;
  state?: string;
  zip?: string;
  within?: ZipRange;
  amenities?: number[];
  busType?: number;
  people?: number;
  trip?: number;
  /** The trip estimate (query `group`, `days`, `miles`) and its sort (`sort=estimate`). */
  estimate?: EstimateInputs;
  sort?: SortOrder;
  /** The trip plan (`to`, `via`, `depart`, `return`), looked up once the planner's data loads. */
  plan?: PlanLink;
  /** The all-in estimate's assumptions (`costs`), only with an estimate. */
  costs?: string;
}

/** What a trip estimate is asked for (issue 14): whole numbers within ESTIMATE_LIMITS. */
export interface EstimateInputs {
  /** Passengers, 1-999. */
  people: number;
  /** Days of service, 1-14. */
  days: number;
  /** Total miles driven, 0-5,000. */
  miles: number;
}

/**
 * The results' order: the server's (paid placement first), by estimated price, or by how far
 * each company is based from the departure (nearest first).
 */
export type SortOrder = 'featured' | 'estimate' | 'nearest';
