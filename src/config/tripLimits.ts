/**
 * The limits of a trip, owned here once (issue 47): the planner's checks (tripPlan/schemas.ts and
 * the dates' rule, tripPlan/tripDays.ts), the estimate's fields (search/estimateInputs.ts), the
 * search link's reader (search/searchUrl.ts) and the trip sheet link's (tripSheet/sheetLink.ts)
 * all read them, so the app never writes a link that its own pages refuse. In config, as /search's
 * first load and /trip's both read them and neither should bring the other's modules.
 */
export const TRIP_LIMITS = {
  /** The group, whole people. */
  people: { min: 1, max: 999 },
  /** The trip's days: from the departure date to the return date, both counted, or as typed. */
  days: { min: 1, max: 14 },
  /** The estimate's road miles. */
  miles: { min: 0, max: 5000 },
  /** Stops on the way. */
  stops: 5,
  /** The group's hours at the destination, to the half hour. */
  destinationHours: { min: 0, max: 24 },
} as const;

/** The legs of a trip at the most: through every stop to the destination, and back. */
export const MAX_LEGS = TRIP_LIMITS.stops + 2;
