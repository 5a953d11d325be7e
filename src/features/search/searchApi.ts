import { api } from '@/lib/apiClient';
import { toApiError } from '@/lib/apiError';
import type {
  Amenity,
  BusResult,
  BusType,
  PaymentTypes,
  Review,
  SearchCompany,
  SearchRequest,
  SearchResponse,
  SearchResult,
} from './types';

type Loose = Record<string, unknown>;

const SEARCH_FAILED = 'The search is unavailable.';

/*
 * A result list is foreign data rendered by hundreds of cards: every field is normalized here,
 * once, so one odd record (a null name, a missing list) cannot break the page.
 */
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const num = (value: unknown): number => {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : 0;
};
const coordinate = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : num(value);
const list = (value: unknown): Loose[] =>
  Array.isArray(value)
    ? value.filter((item): item is Loose => !!item && typeof item === 'object')
    : [];
const obj = (value: unknown): Loose => (value && typeof value === 'object' ? (value as Loose) : {});

function toCompany(raw: Loose): SearchCompany {
  return {
    id: num(raw.id),
    metroId: num(raw.metroId),
    name: text(raw.name),
    about: text(raw.about),
    email: text(raw.email).trim() || null,
    phone: text(raw.phone),
    website: text(raw.website),
    address: text(raw.address),
    city: text(raw.city),
    state: text(raw.state),
    zip: text(raw.zip),
    usDotNumber: text(raw.usDotNumber),
    usDotLink: text(raw.usDotLink),
    licensingAndInsurance: text(raw.licensingAndInsurance),
    associationsAndCertifications: text(raw.associationsAndCertifications),
    facebookUrl: text(raw.facebookUrl),
    twitterUrl: text(raw.twitterUrl),
    instagramUrl: text(raw.instagramUrl),
    youtubeUrl: text(raw.youtubeUrl),
    averageRating: num(raw.averageRating),
    isUmaMember: raw.isUmaMember === true,
    hideContactUs: raw.hideContactUs === true,
  };
}

function toReview(raw: Loose): Review {
  return {
    name: text(raw.name),
    title: text(raw.title),
    rating: num(raw.rating),
    comment: text(raw.comment),
    travelledOn: text(raw.travelledOn),
    publishedOn: text(raw.publishedOn),
    operatorResponse: text(raw.operatorResponse).trim() || null,
  };
}

function toAmenity(raw: Loose): Amenity {
  const amenity: Amenity = { id: num(raw.id), name: text(raw.name) };
  if (typeof raw.enabled === 'boolean') amenity.enabled = raw.enabled;
  return amenity;
}

function toBusResult(raw: Loose): BusResult {
  return {
    id: num(raw.id),
    busType: text(raw.busType),
    quantity: num(raw.quantity),
    seats: num(raw.seats),
    years: text(raw.years),
    restroom: raw.restroom === true,
    wifi: raw.wifi === true,
    oneTenVolts: raw.oneTenVolts === true,
    dayAmount: num(raw.dayAmount),
    mileAmount: num(raw.mileAmount),
    amenities: list(raw.amenities).map(toAmenity),
  };
}

function toPaymentTypes(raw: Loose): PaymentTypes {
  return {
    visa: raw.visa === true,
    mastercard: raw.mastercard === true,
    discover: raw.discover === true,
    paypal: raw.paypal === true,
    check: raw.check === true,
  };
}

function toResult(raw: Loose): SearchResult {
  return {
    company: toCompany(obj(raw.company)),
    photos: list(raw.photos)
      .map((photo) => ({ url: text(photo.url) }))
      .filter((photo) => photo.url !== ''),
    reviews: list(raw.reviews).map(toReview),
    paymentTypes: toPaymentTypes(obj(raw.paymentTypes)),
    busResults: list(raw.busResults).map(toBusResult),
  };
}

export function toSearchResponse(body: unknown): SearchResponse {
  const raw = obj(body);
  return {
    results: list(raw.results).map(toResult),
    busTypes: list(raw.busTypes).map((type): BusType => ({
      id: num(type.id),
      name: text(type.name),
    })),
    availableAmenities: list(raw.availableAmenities).map(toAmenity),
    latitude: coordinate(raw.latitude),
    longitude: coordinate(raw.longitude),
    city: text(raw.city),
    state: text(raw.state),
    urlFriendlyCity: text(raw.urlFriendlyCity),
    urlFriendlyState: text(raw.urlFriendlyState),
  };
}

/** POST /search (no envelope). Failures become an ApiError; the screen shows no message. */
export async function searchCompanies(
  request: SearchRequest,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  try {
    const { data } = await api.post<unknown>('/search', request, { signal });
    if (!data || typeof data !== 'object' || !Array.isArray((data as Loose).results)) {
      throw new Error('Malformed search response');
    }
    return toSearchResponse(data);
  } catch (error) {
    throw toApiError(error, SEARCH_FAILED);
  }
}
