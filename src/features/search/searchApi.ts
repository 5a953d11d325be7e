import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { d, DecodeError, isRecord, type Decoder } from '@/lib/decode';
import { nextTask } from '@/lib/nextTask';
import type {
  Amenity,
  BusResult,
  PaymentTypes,
  Review,
  SearchCompany,
  SearchRequest,
  SearchResponse,
  SearchResult,
} from './types';

const SEARCH_FAILED = 'The search is unavailable.';

/*
 * A result list is foreign data rendered by hundreds of cards, from servers that send numbers as
 * text and text as numbers: these readers never throw (an odd field reads as empty / 0 / false),
 * so only the containers decide whether the answer is usable. They do not build errors either,
 * which keeps a 1,000-result answer fast to read.
 */
const text: Decoder<string> = (value) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const num: Decoder<number> = (value) => {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : 0;
};
const flag: Decoder<boolean> = (value) => value === true;
const coordinate: Decoder<number | null> = (value) =>
  value === null || value === undefined || value === '' ? null : num(value);
const textOrNull: Decoder<string | null> = (value) => text(value).trim() || null;
/** A list that is missing or not a list reads as empty; items that are not objects are dropped. */
const listOf = <T>(decoder: Decoder<T>): Decoder<T[]> => {
  const read = d.arrayOf(decoder);
  return (value) => (Array.isArray(value) ? read(value) : []);
};

/** Reads an object's fields into a literal: the hot path of a 1,000-result answer. */
const record =
  <T>(read: (raw: Record<string, unknown>) => T): Decoder<T> =>
  (value) => {
    if (!isRecord(value)) throw new DecodeError('an object');
    return read(value);
  };

const company = record<SearchCompany>((raw) => ({
  id: num(raw.id),
  metroId: num(raw.metroId),
  name: text(raw.name),
  about: text(raw.about),
  email: textOrNull(raw.email),
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
  isUmaMember: flag(raw.isUmaMember),
  hideContactUs: flag(raw.hideContactUs),
}));

const review = record<Review>((raw) => ({
  name: text(raw.name),
  title: text(raw.title),
  rating: num(raw.rating),
  comment: text(raw.comment),
  travelledOn: text(raw.travelledOn),
  publishedOn: text(raw.publishedOn),
  operatorResponse: textOrNull(raw.operatorResponse),
}));

/** `enabled` is kept only when the server says (a bus's amenities), not defaulted. */
const amenity: Decoder<Amenity> = (value) => {
  if (!isRecord(value)) throw new DecodeError('an amenity');
  const read: Amenity = { id: num(value.id), name: text(value.name) };
  if (typeof value.enabled === 'boolean') read.enabled = value.enabled;
  return read;
};

const amenities = listOf(amenity);

const busResult = record<BusResult>((raw) => ({
  id: num(raw.id),
  busType: text(raw.busType),
  quantity: num(raw.quantity),
  seats: num(raw.seats),
  years: text(raw.years),
  restroom: flag(raw.restroom),
  wifi: flag(raw.wifi),
  oneTenVolts: flag(raw.oneTenVolts),
  dayAmount: num(raw.dayAmount),
  mileAmount: num(raw.mileAmount),
  amenities: amenities(raw.amenities),
}));

/** Missing or odd payment types read as none accepted. */
export const paymentTypes: Decoder<PaymentTypes> = (value) => {
  const raw = isRecord(value) ? value : {};
  return {
    visa: flag(raw.visa),
    mastercard: flag(raw.mastercard),
    discover: flag(raw.discover),
    paypal: flag(raw.paypal),
    check: flag(raw.check),
  };
};

/*
 * The parts of a result that other answers carry too (the listing edit data's preview): read the
 * same lenient way wherever they come from.
 */
export const photos = listOf(record((raw) => ({ url: text(raw.url) })));
export const reviews = listOf(review);
export const busResults = listOf(busResult);

/** A result without a company object cannot be shown or asked for a quote: it is dropped. */
const result = record<SearchResult>((raw) => ({
  company: company(raw.company),
  photos: photos(raw.photos).filter((item) => item.url !== ''),
  reviews: reviews(raw.reviews),
  paymentTypes: paymentTypes(raw.paymentTypes),
  busResults: busResults(raw.busResults),
}));

/** POST /search's answer: `results` must be a list; the rest reads leniently. */
export const toSearchResponse: Decoder<SearchResponse> = d.object({
  results: d.arrayOf(result),
  busTypes: listOf(d.object({ id: num, name: text })),
  availableAmenities: listOf(amenity),
  latitude: coordinate,
  longitude: coordinate,
  city: text,
  state: text,
  urlFriendlyCity: text,
  urlFriendlyState: text,
});

/** POST /search (no envelope). Failures become an ApiError; the screen shows no message. */
export function postSearch(request: SearchRequest, signal?: AbortSignal): Promise<SearchResponse> {
  // Read in two tasks, its keys camel-cased in one and decoded in the next: together they were a
  // task of 260 ms at 4x CPU for 1,000 results (issue 46).
  const send = () =>
    api.post('/search', request, { signal }).then(async (answer) => {
      await nextTask();
      return answer;
    });
  return callApi(send, {
    fallback: SEARCH_FAILED,
    envelope: 'none',
    decode: toSearchResponse,
  });
}
