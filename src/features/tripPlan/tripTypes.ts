import type { TripType } from '@/features/metadata/types';

/**
 * The planner offers metadata's one-way and round-trip types (found by name: the contract gives
 * trip types as id and name only); any other type, e.g. "Multi-Day", is left to the search.
 */
export interface PlannerTripTypes {
  oneWay: TripType | null;
  roundTrip: TripType | null;
}

const ONE_WAY = /^one[\s-]*way$/i;
const ROUND_TRIP = /^round[\s-]*trip$/i;

export function plannerTripTypes(tripTypes: readonly TripType[]): PlannerTripTypes {
  return {
    oneWay: tripTypes.find((type) => ONE_WAY.test(type.name.trim())) ?? null,
    roundTrip: tripTypes.find((type) => ROUND_TRIP.test(type.name.trim())) ?? null,
  };
}

/** A round trip drives back to the departure: one more leg. */
export function isRoundTrip(tripType: number | null, tripTypes: readonly TripType[]): boolean {
  const roundTrip = plannerTripTypes(tripTypes).roundTrip;
  return roundTrip !== null && roundTrip.id === tripType;
}

/** A one-way trip ends away from its departure: the bus goes home from the destination. */
export function isOneWay(tripType: number | null, tripTypes: readonly TripType[]): boolean {
  const oneWay = plannerTripTypes(tripTypes).oneWay;
  return oneWay !== null && oneWay.id === tripType;
}
