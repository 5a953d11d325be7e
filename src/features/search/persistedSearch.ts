import { isRecord } from '@/lib/decode';
import type { TripPlan } from '@/features/tripPlan/types';
import { isEstimateInputs } from './estimateInputs';
import type { EstimateInputs } from './types';

/**
 * The traveller's departure (spec 3), persisted so the next visit's search starts there; with
 * it the trip planned on the search (issue 27: the estimate, the plan, the trip type and the
 * group size), which /review fills in: a reload of /review, or /review opened afresh after
 * planning, loses none of it. Kept with the cart (its companies were chosen for that trip); a
 * search by path names its own plan again (searchSlice's routeEntered).
 */
export const SEARCH_PERSIST_VERSION = 1;

const isNullableNumber = (value: unknown): boolean =>
  value === null || (typeof value === 'number' && Number.isFinite(value));

const isPositiveWholeOrNull = (value: unknown): boolean =>
  value === null || (typeof value === 'number' && Number.isInteger(value) && value > 0);

const isText = (value: unknown): value is string => typeof value === 'string';

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const isPlace = (value: unknown): boolean =>
  isRecord(value) &&
  ['key', 'name', 'city', 'state', 'zip'].every((key) => isText(value[key])) &&
  isNumber(value.latitude) &&
  isNumber(value.longitude);

const isOrigin = (value: unknown): boolean =>
  value === null ||
  (isRecord(value) && isText(value.name) && isNumber(value.latitude) && isNumber(value.longitude));

const isPlan = (value: unknown): value is TripPlan =>
  isRecord(value) &&
  isOrigin(value.origin) &&
  isPlace(value.destination) &&
  Array.isArray(value.stops) &&
  value.stops.every(isPlace) &&
  isText(value.departureDate) &&
  isText(value.returnDate);

const isPlanLink = (value: unknown): boolean =>
  isRecord(value) &&
  isText(value.destination) &&
  Array.isArray(value.stops) &&
  value.stops.every(isText) &&
  isText(value.departureDate) &&
  isText(value.returnDate);

const isEstimate = (value: unknown): boolean =>
  value === null ||
  (isRecord(value) &&
    ['people', 'days', 'miles'].every((key) => isNumber(value[key])) &&
    isEstimateInputs(value as unknown as EstimateInputs));

/** Absent (saved by a build before the plan was kept) or of its type. */
const optional = (check: (value: unknown) => boolean) => (value: unknown) =>
  value === undefined || check(value);

/**
 * A persisted search is kept only when the departure is text and numbers, and the trip, when
 * there is one, is whole: a plan only with its estimate.
 */
export function isValidPersistedSearch(state: Record<string, unknown>): boolean {
  return (
    typeof state.departureCity === 'string' &&
    typeof state.departureState === 'string' &&
    isNullableNumber(state.latitude) &&
    isNullableNumber(state.longitude) &&
    optional(isEstimate)(state.estimate) &&
    optional((plan) => plan === null || (isPlan(plan) && isRecord(state.estimate)))(state.plan) &&
    optional((link) => link === null || isPlanLink(link))(state.planLink) &&
    optional(isText)(state.costs) &&
    optional(isPositiveWholeOrNull)(state.tripType) &&
    optional(isPositiveWholeOrNull)(state.numberOfPeople)
  );
}
