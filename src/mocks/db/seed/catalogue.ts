import type {
  AmenityRow,
  AssociationRow,
  BusRow,
  BusTypeId,
  BusTypeRow,
  CodeRow,
  TripTypeRow,
} from '../types';

/** Amenity ids 1-3 are special: BusResult has restroom / wifi / one_ten_volts booleans for them. */
export const AMENITY_RESTROOM = 1;
export const AMENITY_WIFI = 2;
export const AMENITY_110V = 3;

export const AMENITIES: readonly AmenityRow[] = [
  { id: 1, name: 'Restroom' },
  { id: 2, name: 'WiFi' },
  { id: 3, name: '110v Outlets' },
  { id: 4, name: 'USB Charging' },
  { id: 5, name: 'Reclining Seats' },
  { id: 6, name: 'Seat Belts' },
  { id: 7, name: 'DVD Player' },
  { id: 8, name: 'Video Monitors' },
  { id: 9, name: 'PA System' },
  { id: 10, name: 'Climate Control' },
  { id: 11, name: 'Luggage Bay' },
  { id: 12, name: 'Wheelchair Lift' },
  { id: 13, name: 'Leather Seats' },
  { id: 14, name: 'Cooler' },
  { id: 15, name: 'Overhead Racks' },
  { id: 16, name: 'Mood Lighting' },
];

/** Names from the BusTypeId enumeration; amenity lists say which amenities each type can have. */
export const BUS_TYPES: readonly BusTypeRow[] = [
  { id: 1, name: 'Full Size', amenity_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15] },
  { id: 2, name: 'Minibus', amenity_ids: [2, 3, 4, 5, 6, 8, 9, 10, 11, 12] },
  { id: 3, name: 'School Bus', amenity_ids: [6, 9, 10, 12] },
  { id: 4, name: 'Entertainer', amenity_ids: [1, 2, 3, 4, 8, 10, 13, 14, 16] },
  { id: 5, name: 'Executive', amenity_ids: [1, 2, 3, 4, 5, 8, 10, 13, 14] },
  { id: 6, name: 'Trolley', amenity_ids: [9, 10, 12] },
  { id: 7, name: 'Double Decker', amenity_ids: [1, 2, 3, 4, 5, 8, 9, 10, 11, 12] },
  { id: 8, name: 'Van', amenity_ids: [2, 3, 4, 6, 10] },
  { id: 9, name: 'Limobus', amenity_ids: [2, 3, 4, 8, 10, 13, 14, 16] },
  { id: 10, name: 'Tour Operator', amenity_ids: [1, 2, 3, 4, 5, 8, 9, 10, 11] },
  { id: 11, name: 'Transit', amenity_ids: [2, 6, 10, 12] },
  { id: 12, name: 'Travel Agent', amenity_ids: [1, 2, 3, 5, 10, 11] },
  { id: 13, name: 'Party Bus', amenity_ids: [2, 3, 8, 10, 13, 14, 16] },
  { id: 14, name: 'Limo Stretch Town Car', amenity_ids: [2, 4, 10, 13, 14] },
  { id: 15, name: 'BR Limo', amenity_ids: [2, 4, 10, 13, 14, 16] },
  { id: 16, name: 'Suv', amenity_ids: [2, 4, 6, 10, 13] },
  { id: 17, name: 'BlackCar', amenity_ids: [2, 4, 10, 13] },
];

/** Typical seat ranges per bus type, used for generated fleets. */
export const SEAT_RANGES: Readonly<Record<BusTypeId, readonly [number, number]>> = {
  1: [47, 57],
  2: [20, 35],
  3: [44, 72],
  4: [10, 14],
  5: [20, 38],
  6: [28, 40],
  7: [70, 81],
  8: [10, 15],
  9: [18, 30],
  10: [49, 56],
  11: [30, 40],
  12: [47, 56],
  13: [20, 40],
  14: [8, 10],
  15: [10, 14],
  16: [6, 7],
  17: [3, 4],
};

export const TRIP_TYPES: readonly TripTypeRow[] = [
  { id: 1, name: 'One Way' },
  { id: 2, name: 'Round Trip' },
  { id: 3, name: 'Multi-Day' },
  { id: 4, name: 'Shuttle Service' },
  { id: 5, name: 'Hourly' },
];

export const ASSOCIATIONS: readonly AssociationRow[] = [
  { id: 1, name: 'United Motorcoach Association', group: 'national' },
  { id: 2, name: 'American Bus Association', group: 'national' },
  { id: 3, name: 'National Limousine Association', group: 'national' },
  { id: 4, name: 'Student Youth Travel Association', group: 'national' },
  { id: 5, name: 'National Tour Association', group: 'national' },
  { id: 11, name: 'Texas Motorcoach Association', group: 'state_and_regional' },
  { id: 12, name: 'California Bus Association', group: 'state_and_regional' },
  { id: 13, name: 'Florida Motorcoach Association', group: 'state_and_regional' },
  { id: 14, name: 'Georgia Motorcoach Operators Association', group: 'state_and_regional' },
  { id: 15, name: 'Illinois Bus Association', group: 'state_and_regional' },
  { id: 16, name: 'Pennsylvania Bus Association', group: 'state_and_regional' },
  { id: 17, name: 'Bus Association of New York', group: 'state_and_regional' },
  { id: 18, name: 'Ohio Bus Association', group: 'state_and_regional' },
  { id: 19, name: 'Tennessee Motorcoach Association', group: 'state_and_regional' },
  { id: 20, name: 'Rocky Mountain Motorcoach Association', group: 'state_and_regional' },
  { id: 21, name: 'Pacific Northwest Motorcoach Association', group: 'state_and_regional' },
  { id: 22, name: 'Southwest Passenger Carriers Council', group: 'state_and_regional' },
  { id: 30, name: 'ADA Compliant Fleet', group: 'certifications' },
  { id: 31, name: 'FMCSA Satisfactory Safety Rating', group: 'certifications' },
  { id: 32, name: 'DOT Drug and Alcohol Testing Program', group: 'certifications' },
  { id: 33, name: 'Smith System Driver Training', group: 'certifications' },
  { id: 34, name: 'Green Fleet Certified', group: 'certifications' },
  { id: 35, name: 'Motorcoach Safety Excellence Award', group: 'certifications' },
];

/** State association id per state, so a company joins its own state's association. */
export const STATE_ASSOCIATION: Readonly<Record<string, number>> = {
  TX: 11,
  CA: 12,
  FL: 13,
  GA: 14,
  IL: 15,
  PA: 16,
  NY: 17,
  OH: 18,
  TN: 19,
  CO: 20,
  UT: 20,
  WA: 21,
  OR: 21,
  AZ: 22,
  NM: 22,
  NV: 22,
  OK: 22,
};

/**
 * The codes of the two type lists (enumerations the contract does not show): 33 marketing badges,
 * 12 trip uses (spec section 9). The server only checks that a saved code exists; the labels are
 * the app's to show (features/company/codeLabels.ts), so the demo keeps no second copy of them.
 */
const codes = (count: number): CodeRow[] =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1 }));
export const BUSINESS_HIGHLIGHT_TYPES: readonly CodeRow[] = codes(33);
export const CHARTER_SERVICE_TYPES: readonly CodeRow[] = codes(12);

/** Sets a bus's amenity ids and keeps the restroom / wifi / one_ten_volts mirrors in step. */
export function setBusAmenities(bus: BusRow, amenityIds: readonly number[]): void {
  const ids = [...new Set(amenityIds)].sort((a, b) => a - b);
  bus.amenity_ids = ids;
  bus.restroom = ids.includes(AMENITY_RESTROOM);
  bus.wifi = ids.includes(AMENITY_WIFI);
  bus.one_ten_volts = ids.includes(AMENITY_110V);
}
