import { TRIP_LIMITS } from '@/config/tripLimits';

/** A point the legs of a trip start or end at. */
export interface LatLon {
  latitude: number;
  longitude: number;
}

/** A place of the gazetteer: a city (and state) or one of its zip codes. */
export interface Place extends LatLon {
  /** How the address carries it: "Spokane,WA" for a city, "99201" for a zip code. */
  key: string;
  /** "Spokane, WA", or "Spokane, WA 99201" for a zip code. */
  name: string;
  city: string;
  /** Two-letter state code. */
  state: string;
  /** Five digits for a zip code, '' for a city. */
  zip: string;
}

/** Where the trip starts: the search's departure point. */
export interface PlanOrigin extends LatLon {
  name: string;
}

/**
 * The trip planner's plan (issue 22): where the group goes, the stops on the way and the dates.
 * Whether it is a round trip is the search's trip type (metadata), and the group size the
 * estimate's people: one owner each.
 */
export interface TripPlan {
  /** The departure point the legs are measured from; null when not even the gazetteer knows it. */
  origin: PlanOrigin | null;
  destination: Place;
  /** In travel order, at most MAX_STOPS. */
  stops: Place[];
  /** YYYY-MM-DD, or '' when not given. */
  departureDate: string;
  returnDate: string;
  /**
   * The day of each leg (1 = the departure date) when the traveller moved one; absent: the
   * default days (drivingDay.ts planLegDays), which also replace days that no longer fit.
   */
  legDays?: number[];
  /** The group's hours at the destination when the traveller set them (drivingDay.ts). */
  destinationHours?: number;
}

/** A plan as the address carries it: place keys and dates, not yet looked up. */
export interface PlanLink {
  destination: string;
  stops: string[];
  departureDate: string;
  returnDate: string;
  /** As TripPlan's; a link written before issue 39 has neither. */
  legDays?: number[];
  destinationHours?: number;
}

export const MAX_STOPS = TRIP_LIMITS.stops;
