import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { d, type Decoder } from '@/lib/decode';
import type { FleetAmenity, FleetEntry, FleetItem, MetroOption } from './types';

/** Spec section 8: a fleet save's text when the server gives none (every level). */
export const FLEET_SAVE_FAILED = 'There was a problem updating your fleet. Please try again later.';
/** Spec section 8, to the letter (its grammar included): a fleet delete's one text. */
export const FLEET_DELETE_FAILED = 'There was a problem delete your fleet. Please try again later.';
export const FLEET_LOAD_FAILED = 'Your fleet could not be loaded.';
export const AMENITIES_LOAD_FAILED = 'The amenity choices could not be loaded.';
export const METRO_OPTIONS_FAILED = 'Your other metros could not be loaded.';
export const ADD_TO_METROS_FAILED =
  'There was a problem adding this fleet to your metros. Please try again later.';

const rate = d.withDefault(d.number, 0);
const ids = d.withDefault(d.arrayOf(d.integer), []);

/** A list that an empty answer may leave out (null or absent reads as none). */
const listOf =
  <T>(decoder: Decoder<T>): Decoder<T[]> =>
  (value) =>
    value === null || value === undefined ? [] : d.arrayOf(decoder)(value);

/** The company level's wire names (fleet_id, number_seats, trnsf_rate, amenity). */
const companyFleetItem: Decoder<FleetItem> = d.map(
  d.object({
    fleetId: d.integer,
    busTypeId: d.integer,
    quantity: d.integer,
    numberSeats: d.integer,
    year: d.integer,
    trnsfRate: rate,
    fiveHourRate: rate,
    dayRate: rate,
    mileRate: rate,
    amenity: ids,
    displayAdd: d.optional(d.boolean),
  }),
  (raw) => ({
    id: raw.fleetId,
    busTypeId: raw.busTypeId,
    quantity: raw.quantity,
    seats: raw.numberSeats,
    year: raw.year,
    amenities: raw.amenity,
    transferRate: raw.trnsfRate,
    fiveHourRate: raw.fiveHourRate,
    dayRate: raw.dayRate,
    mileRate: raw.mileRate,
    ...(raw.displayAdd === undefined ? {} : { displayAdd: raw.displayAdd }),
  }),
);

/** A listing's wire names (listing_id, seat_count, transfer_rate, amenities). */
const listingFleetItem: Decoder<FleetItem> = d.map(
  d.object({
    listingId: d.integer,
    busTypeId: d.integer,
    quantity: d.integer,
    seatCount: d.integer,
    year: d.integer,
    transferRate: rate,
    fiveHourRate: rate,
    dayRate: rate,
    mileRate: rate,
    amenities: ids,
  }),
  (raw) => ({
    id: raw.listingId,
    busTypeId: raw.busTypeId,
    quantity: raw.quantity,
    seats: raw.seatCount,
    year: raw.year,
    amenities: raw.amenities,
    transferRate: raw.transferRate,
    fiveHourRate: raw.fiveHourRate,
    dayRate: raw.dayRate,
    mileRate: raw.mileRate,
  }),
);

const amenity: Decoder<FleetAmenity> = d.object({ id: d.integer, name: d.string });

// --- Company level (envelope b) ------------------------------------------------------------

/** GET /company/default/fleet/list: the company is the token's. */
export function getCompanyFleet(): Promise<FleetItem[]> {
  return callApi(() => api.get('/company/default/fleet/list'), {
    fallback: FLEET_LOAD_FAILED,
    envelope: 'status',
    decode: listOf(companyFleetItem),
  });
}

/** GET /company/default/fleet/amenity/list. */
export function getCompanyFleetAmenities(): Promise<FleetAmenity[]> {
  return callApi(() => api.get('/company/default/fleet/amenity/list'), {
    fallback: AMENITIES_LOAD_FAILED,
    envelope: 'status',
    decode: listOf(amenity),
  });
}

/** A company-level fleet save: the account area's paths, or the setup wizard's. */
export type CompanyFleetPost = (
  companyId: number,
  entry: FleetEntry,
  fleetId: number | null,
) => Promise<void>;

/** A company-level save at `base` + /save, or + /update with the fleet_id: a failure shows status.msg. */
function postCompanyFleetAt(
  base: string,
  companyId: number,
  entry: FleetEntry,
  fleetId: number | null,
): Promise<void> {
  const body = {
    ...(fleetId === null ? {} : { fleetId }),
    companyId,
    busTypeId: entry.busTypeId,
    quantity: entry.quantity,
    numberSeats: entry.seats,
    year: entry.year,
    trnsfRate: entry.transferRate,
    fiveHourRate: entry.fiveHourRate,
    dayRate: entry.dayRate,
    mileRate: entry.mileRate,
    amenity: entry.amenities,
  };
  const path = fleetId === null ? 'save' : 'update';
  return callApi(() => api.post(`${base}/${path}`, body), {
    fallback: FLEET_SAVE_FAILED,
    envelope: 'status',
    decode: d.ignore,
  });
}

/** POST /company/default/fleet/save, or /update with the fleet_id. */
export const postCompanyFleet: CompanyFleetPost = (companyId, entry, fleetId) =>
  postCompanyFleetAt('/company/default/fleet', companyId, entry, fleetId);

/**
 * POST /company/progress/second/step/fleet/save or /update: the setup wizard's step 2 (the
 * contract's assumed paths; same body and answer as the company level's).
 */
export const postWizardFleet: CompanyFleetPost = (companyId, entry, fleetId) =>
  postCompanyFleetAt('/company/progress/second/step/fleet', companyId, entry, fleetId);

/** POST /company/default/fleet/delete/{id} (no body). */
export function postCompanyFleetDelete(fleetId: number): Promise<void> {
  return callApi(() => api.post(`/company/default/fleet/delete/${fleetId}`), {
    fallback: FLEET_DELETE_FAILED,
    envelope: 'status',
    decode: d.ignore,
    fixedText: true,
  });
}

/** GET /subscribers/fleet/{companyId}/{busTypeId}/metros: where the entry can be added. */
export function getFleetMetroOptions(companyId: number, busTypeId: number): Promise<MetroOption[]> {
  return callApi(() => api.get(`/subscribers/fleet/${companyId}/${busTypeId}/metros`), {
    fallback: METRO_OPTIONS_FAILED,
    envelope: 'status',
    decode: listOf(
      d.object({ metroId: d.integer, metroName: d.string, companyMetroId: d.integer }),
    ),
  });
}

/** POST /company/default/fleet/addOnCompanyMetro. */
export function postFleetToMetros(fleetId: number, companyMetroIds: readonly number[]) {
  return callApi(
    () => api.post('/company/default/fleet/addOnCompanyMetro', { companyMetroIds, fleetId }),
    { fallback: ADD_TO_METROS_FAILED, envelope: 'status', decode: d.ignore },
  );
}

// --- Listing level (envelope a), keyed by the listing's company_metro_id ---------------------

/** GET /subscribers/fleet/{id}/listing: the listing's buses. */
export function getListingFleet(companyMetroId: number): Promise<FleetItem[]> {
  return callApi(() => api.get(`/subscribers/fleet/${companyMetroId}/listing`), {
    fallback: FLEET_LOAD_FAILED,
    decode: (body) => d.object({ buses: listOf(listingFleetItem) })(body).buses,
  });
}

/** GET /subscribers/fleet/{id}/amenities. */
export function getListingFleetAmenities(companyMetroId: number): Promise<FleetAmenity[]> {
  return callApi(() => api.get(`/subscribers/fleet/${companyMetroId}/amenities`), {
    fallback: AMENITIES_LOAD_FAILED,
    decode: (body) => d.object({ amenities: listOf(amenity) })(body).amenities,
  });
}

/** POST /subscribers/fleet/{metroId}/add, or .../{listingId}/update: the server's text, else ours. */
export function postListingFleet(
  companyMetroId: number,
  entry: FleetEntry,
  listingId: number | null,
): Promise<void> {
  const body = {
    busTypeId: entry.busTypeId,
    quantity: entry.quantity,
    seatCount: entry.seats,
    year: entry.year,
    amenities: entry.amenities,
    transferRate: entry.transferRate,
    fiveHourRate: entry.fiveHourRate,
    dayRate: entry.dayRate,
    mileRate: entry.mileRate,
    ...(listingId === null ? {} : { listingId }),
  };
  const path =
    listingId === null
      ? `/subscribers/fleet/${companyMetroId}/add`
      : `/subscribers/fleet/${companyMetroId}/${listingId}/update`;
  return callApi(() => api.post(path, body), { fallback: FLEET_SAVE_FAILED, decode: d.ignore });
}

/** POST /subscribers/fleet/{metroId}/{listingId}/delete (no body). */
export function postListingFleetDelete(companyMetroId: number, listingId: number): Promise<void> {
  return callApi(() => api.post(`/subscribers/fleet/${companyMetroId}/${listingId}/delete`), {
    fallback: FLEET_DELETE_FAILED,
    decode: d.ignore,
    fixedText: true,
  });
}
