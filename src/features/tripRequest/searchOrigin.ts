import { createSelector } from '@reduxjs/toolkit';
import type { SearchOrigin } from './types';

/**
 * The only place this feature reads the search slice: where the trip starts, and the group size
 * and trip type the search was made with. It reads the slice through a loose shape on purpose:
 * the departure fields come back from storage, and an odd stored value (or a store without a
 * search slice, as in some tests) must leave the form without an origin rather than break it.
 */
interface LooseSearchState {
  search?: {
    departureCity?: unknown;
    departureState?: unknown;
    latitude?: unknown;
    longitude?: unknown;
    numberOfPeople?: unknown;
    tripType?: unknown;
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const numberOrNull = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};
const positiveWhole = (value: unknown): number | null => {
  const number = numberOrNull(value);
  return number !== null && Number.isInteger(number) && number > 0 ? number : null;
};

export const selectSearchOrigin = createSelector(
  [(state: object) => (state as LooseSearchState).search],
  (search): SearchOrigin => ({
    departureCity: text(search?.departureCity),
    departureState: text(search?.departureState),
    latitude: numberOrNull(search?.latitude),
    longitude: numberOrNull(search?.longitude),
    numberOfPeople: positiveWhole(search?.numberOfPeople),
    tripType: positiveWhole(search?.tripType),
  }),
);
