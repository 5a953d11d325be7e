/**
 * A trip sheet's link (issue 35) as a parent receives it: Spokane to Seattle by Ellensburg and
 * back, with one company. `npm run size` opens it cold, and the offline journey reopens it
 * without a connection (the places are the demo's, as features/tripSheet/sheetLink.ts writes).
 */
export const SAMPLE_TRIP_SHEET = `/trip#${new URLSearchParams([
  ['name', 'Choir tour'],
  ['from', 'Spokane, WA~47.6588~-117.426'],
  ['via', 'Ellensburg, WA~47~-120.52'],
  ['to', 'Seattle, WA~47.61~-122.33'],
  ['depart', '2099-06-14'],
  ['return', '2099-06-15'],
  ['round', '1'],
  ['group', '40'],
  ['days', '2'],
  ['co', 'Near Coaches~Spokane, WA~5095550142'],
]).toString()}`;
