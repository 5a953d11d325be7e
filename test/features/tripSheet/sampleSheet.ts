import type { TripSheet } from '@/features/tripSheet/sheetLink';

/** The places of the trip sheet tests (the gazetteer's names and points). */
export const SPOKANE = { name: 'Spokane, WA', latitude: 47.6588, longitude: -117.426 };
export const ELLENSBURG = { name: 'Ellensburg, WA', latitude: 47, longitude: -120.52 };
export const SEATTLE = { name: 'Seattle, WA', latitude: 47.61, longitude: -122.33 };

/** A choir's two-day round trip, Spokane to Seattle, sent to one company: each test varies it. */
export const CHOIR_TOUR: TripSheet = {
  name: 'Choir tour',
  origin: SPOKANE,
  destination: SEATTLE,
  stops: [],
  departureDate: '2099-06-14',
  returnDate: '2099-06-15',
  roundTrip: true,
  people: 40,
  days: 2,
  costs: '',
  companies: [{ name: 'Near Coaches', city: 'Spokane, WA', phone: '5095550142' }],
  quoteNumber: 'Q-990614-0042',
};
