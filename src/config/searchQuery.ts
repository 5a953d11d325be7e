/**
 * The search's query parameters (features/search/searchUrl.ts writes and reads them): the filters
 * a traveller sets live in the query string too, so a reload or a copied link shows the same
 * search: /search/dallas/tx?zip=75201&within=100&amenities=1,2&type=2.
 */
export const PARAM = {
  zip: 'zip',
  within: 'within',
  amenities: 'amenities',
  busType: 'type',
  people: 'people',
  trip: 'trip',
  /** The trip estimate's people, days and miles (all three, or no estimate) and its sort. */
  group: 'group',
  days: 'days',
  miles: 'miles',
  sort: 'sort',
  /** The trip plan (issue 22): destination, stops in order (repeated), dates. */
  to: 'to',
  via: 'via',
  depart: 'depart',
  return: 'return',
  /** The day of each leg, when the traveller moved one (issue 39): "1,1,2". */
  legDays: 'legdays',
  /** The group's hours at the destination, when the traveller set them (issue 39). */
  destinationHours: 'wait',
  /** The all-in estimate's assumptions, written and read by features/search/costs.ts. */
  costs: 'costs',
} as const;

/**
 * The search's own query parameters: the only ones a page view may report (lib/tracking.ts, in
 * every screen's first load: hence a small module of their own).
 */
export const SEARCH_QUERY_NAMES: readonly string[] = Object.values(PARAM);
