import { http } from 'msw';
import {
  fail,
  id,
  int,
  intList,
  isResponse,
  oneOf,
  optional,
  readBody,
  refine,
  strict,
  type Parsed,
  type Rule,
} from '../body';
import {
  addCompanyEntry,
  addListingEntry,
  addToListings,
  companyFleet,
  deleteCompanyEntry,
  deleteListingEntry,
  latestModelYear,
  listingFleet,
  metroOptions,
  ownListing,
  updateCompanyEntry,
  updateListingEntry,
  type BusValues,
} from '../db/fleetRows';
import { metroById, metroName } from '../db/queries';
import { getDb, saveDb } from '../db/store';
import type { AccountRow, BusRow, BusTypeId, CompanyMetroRow, DemoDb } from '../db/types';
import { apiUrl, latency, NOT_YOURS, ok, status, withAccount } from '../http';

/**
 * The contract's fleet tag: the company-level (default) fleet, envelope (b), and each metro
 * listing's fleet, envelope (a). How the two levels share rows: db/fleetRows.ts.
 */

/** The contract's BusTypeId enumeration. */
const BUS_TYPE_IDS: readonly BusTypeId[] = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17,
];

const NOT_FOUND = 'This fleet entry could not be found.';
const NO_LISTING = 'This metro listing could not be found.';
const UNKNOWN_AMENITY = 'Unknown amenity.';

function between(min: number, max: number, problem: string): Rule<number> {
  return refine(int(problem, min), (value) => (value > max ? problem : null));
}

/** A rate in dollars; absent is none (0). Anything but a number is a malformed body. */
const money: Rule<number> = optional(
  strict<number>((input) =>
    typeof input === 'number' && Number.isFinite(input) && input >= 0
      ? { value: input }
      : { problem: 'Rates must be numbers of dollars.' },
  ),
  0,
);

const common = {
  bus_type_id: oneOf(BUS_TYPE_IDS, 'Please choose a bus type.'),
  quantity: between(1, 999, 'Quantity must be a whole number from 1 to 999.'),
  year: refine(int('Please choose a model year.', 1900), (year) =>
    year > latestModelYear() ? 'Please choose a model year.' : null,
  ),
  five_hour_rate: money,
  day_rate: money,
  mile_rate: money,
};
const seats = between(1, 200, 'Seat count must be a whole number from 1 to 200.');
const amenityIds = optional(strict(intList('Amenities must be a list of amenity ids.')), []);

interface Written {
  bus_type_id: BusTypeId;
  quantity: number;
  year: number;
  five_hour_rate: number;
  day_rate: number;
  mile_rate: number;
}

function valuesOf(
  body: Written,
  more: { seats: number; amenities: number[]; transfer: number },
): BusValues {
  return {
    bus_type_id: body.bus_type_id,
    quantity: body.quantity,
    seats: more.seats,
    year: body.year,
    amenity_ids: more.amenities,
    transfer_rate: more.transfer,
    five_hour_rate: body.five_hour_rate,
    day_amount: body.day_rate,
    mile_amount: body.mile_rate,
  };
}

const knownAmenities = (db: DemoDb, ids: readonly number[]) =>
  ids.every((amenity) => db.amenities.some((row) => row.id === amenity));

const amenitiesOut = (db: DemoDb) =>
  db.amenities.map(({ id: amenity, name }) => ({ id: amenity, name }));

/** A body refused with envelope (a) by readBody, answered in envelope (b) (HTTP 400 stays). */
export async function asStatus(refusal: Response): Promise<Response> {
  if (refusal.status !== 200) return refusal;
  const body = (await refusal.json()) as { error_message?: string };
  return status(null, 1, body.error_message ?? 'The request could not be read.');
}

/**
 * A setup save's body (envelope (b)) read against `shape`, for the caller's own company only:
 * the fleet's company-level save and the wizard's step 1 refuse a body the same way.
 */
export async function readOwnBody<S extends { company_id: Rule<number> }>(
  request: Request,
  account: AccountRow,
  shape: S,
): Promise<Parsed<S> | Response> {
  const body = await readBody(request, shape);
  if (isResponse(body)) return asStatus(body);
  if (body.company_id !== account.company_id) return status(null, 1, NOT_YOURS);
  return body;
}

const pathId = (value: unknown): number | null => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : null;
};

// --- Company level --------------------------------------------------------------------------

function companyOut(db: DemoDb, bus: BusRow) {
  return {
    fleet_id: bus.id,
    company_id: bus.company_id,
    bus_type_id: bus.bus_type_id,
    quantity: bus.quantity,
    number_seats: bus.seats,
    year: bus.year,
    trnsf_rate: bus.transfer_rate,
    five_hour_rate: bus.five_hour_rate,
    day_rate: bus.day_amount,
    mile_rate: bus.mile_amount,
    amenity: bus.amenity_ids,
    display_add: metroOptions(db, bus.company_id, bus.bus_type_id).length > 0,
  };
}

const companyShape = {
  fleet_id: id(),
  company_id: int('company_id is required.'),
  ...common,
  number_seats: seats,
  trnsf_rate: money,
  amenity: amenityIds,
};

/**
 * A company-level save (new or update) at `base` + /save or /update: checked, written, answered
 * in envelope (b). The setup wizard's step 2 saves the same way under its own paths.
 */
export function companySave(update: boolean, base = '/company/default/fleet') {
  return http.post(apiUrl(`${base}/${update ? 'update' : 'save'}`), async ({ request }) => {
    await latency();
    return withAccount(request, ['subscriber'], async (account) => {
      const body = await readOwnBody(request, account, companyShape);
      if (isResponse(body)) return body;
      const db = getDb();
      if (!knownAmenities(db, body.amenity)) return status(null, 1, UNKNOWN_AMENITY);
      const fleet = companyFleet(db, body.company_id);
      const bus = update ? fleet.find((row) => row.id === body.fleet_id) : undefined;
      if (update && !bus) return status(null, 1, NOT_FOUND);
      if (fleet.some((row) => row !== bus && row.bus_type_id === body.bus_type_id))
        return status(null, 1, 'This bus type is already in your fleet. Edit it instead.');
      const values = valuesOf(body, {
        seats: body.number_seats,
        amenities: body.amenity,
        transfer: body.trnsf_rate,
      });
      if (bus) updateCompanyEntry(db, bus, values);
      else addCompanyEntry(db, body.company_id, values);
      saveDb();
      return status(null);
    });
  });
}

const companyHandlers = [
  http.get(apiUrl('/company/default/fleet/list'), async ({ request }) => {
    await latency();
    return withAccount(request, ['subscriber'], (account) => {
      const db = getDb();
      return status(companyFleet(db, account.company_id ?? 0).map((bus) => companyOut(db, bus)));
    });
  }),

  http.get(apiUrl('/company/default/fleet/amenity/list'), async ({ request }) => {
    await latency();
    return withAccount(request, ['subscriber'], () => status(amenitiesOut(getDb())));
  }),

  companySave(false),
  companySave(true),

  http.post(apiUrl('/company/default/fleet/delete/:id'), async ({ request, params }) => {
    await latency();
    return withAccount(request, ['subscriber'], (account) => {
      const db = getDb();
      const bus = companyFleet(db, account.company_id ?? 0).find(
        (row) => row.id === pathId(params.id),
      );
      if (!bus) return status(null, 1, NOT_FOUND);
      deleteCompanyEntry(db, bus);
      saveDb();
      return status(null);
    });
  }),

  http.get(
    apiUrl('/subscribers/fleet/:companyId/:busTypeId/metros'),
    async ({ request, params }) => {
      await latency();
      return withAccount(request, ['subscriber'], (account) => {
        const companyId = account.company_id;
        if (companyId === null || pathId(params.companyId) !== companyId)
          return status(null, 1, NOT_YOURS);
        const busTypeId = pathId(params.busTypeId);
        if (!BUS_TYPE_IDS.includes(busTypeId as BusTypeId))
          return status(null, 1, 'Unknown bus type.');
        const db = getDb();
        return status(
          metroOptions(db, companyId, busTypeId as BusTypeId).flatMap((row) => {
            const metro = metroById(db, row.metro_id);
            return metro
              ? [{ metro_id: metro.id, metro_name: metroName(metro), company_metro_id: row.id }]
              : [];
          }),
        );
      });
    },
  ),

  http.post(apiUrl('/company/default/fleet/addOnCompanyMetro'), async ({ request }) => {
    await latency();
    return withAccount(request, ['subscriber'], async (account) => {
      const body = await readBody(request, {
        company_metro_ids: intList('Please choose at least one metro.', true),
        fleet_id: int(NOT_FOUND),
      });
      if (isResponse(body)) return asStatus(body);
      const db = getDb();
      const bus = companyFleet(db, account.company_id ?? 0).find((row) => row.id === body.fleet_id);
      if (!bus) return status(null, 1, NOT_FOUND);
      if (!body.company_metro_ids.every((listing) => ownListing(db, account, listing)))
        return status(null, 1, NO_LISTING);
      addToListings(db, bus, body.company_metro_ids);
      saveDb();
      return status(null);
    });
  }),
];

// --- Listing level --------------------------------------------------------------------------

function listingOut(bus: BusRow) {
  return {
    listing_id: bus.id,
    bus_type_id: bus.bus_type_id,
    quantity: bus.quantity,
    seat_count: bus.seats,
    year: bus.year,
    amenities: bus.amenity_ids,
    transfer_rate: bus.transfer_rate,
    five_hour_rate: bus.five_hour_rate,
    day_rate: bus.day_amount,
    mile_rate: bus.mile_amount,
    company_id: bus.company_id,
  };
}

const listingShape = {
  ...common,
  listing_id: id(),
  seat_count: seats,
  transfer_rate: money,
  amenities: amenityIds,
};

type ListingHandler = (
  db: DemoDb,
  listing: CompanyMetroRow,
  account: AccountRow,
) => Response | Promise<Response>;

/** The caller's own listing of the path's metroId (a company metro id), or a failure. */
function withListing(request: Request, rawId: unknown, handle: ListingHandler) {
  return withAccount(request, ['subscriber'], (account) => {
    const db = getDb();
    const listingId = pathId(rawId);
    const listing = listingId === null ? undefined : ownListing(db, account, listingId);
    return listing ? handle(db, listing, account) : fail(NO_LISTING);
  });
}

/** A listing-level save (add or update): checked, written, answered in envelope (a). */
function listingSave(path: string, update: boolean) {
  return http.post(apiUrl(path), async ({ request, params }) => {
    await latency();
    return withListing(request, params.metroId, async (db, listing) => {
      const body = await readBody(request, listingShape);
      if (isResponse(body)) return body;
      if (!knownAmenities(db, body.amenities)) return fail(UNKNOWN_AMENITY);
      const fleet = listingFleet(db, listing.id);
      const entryId = pathId(params.listingId);
      const bus = update ? fleet.find((row) => row.id === entryId) : undefined;
      if (update && (!bus || (body.listing_id !== null && body.listing_id !== entryId)))
        return fail(NOT_FOUND);
      if (fleet.some((row) => row !== bus && row.bus_type_id === body.bus_type_id))
        return fail('This bus type is already listed for this metro. Edit it instead.');
      const values = valuesOf(body, {
        seats: body.seat_count,
        amenities: body.amenities,
        transfer: body.transfer_rate,
      });
      if (bus) updateListingEntry(db, listing, bus, values);
      else addListingEntry(db, listing, values);
      saveDb();
      return ok();
    });
  });
}

const listingHandlers = [
  http.get(apiUrl('/subscribers/fleet/:id/listing'), async ({ request, params }) => {
    await latency();
    return withListing(request, params.id, (db, listing) =>
      ok({ buses: listingFleet(db, listing.id).map(listingOut) }),
    );
  }),

  http.get(apiUrl('/subscribers/fleet/:id/amenities'), async ({ request, params }) => {
    await latency();
    return withListing(request, params.id, (db) => ok({ amenities: amenitiesOut(db) }));
  }),

  listingSave('/subscribers/fleet/:metroId/add', false),
  listingSave('/subscribers/fleet/:metroId/:listingId/update', true),

  http.post(
    apiUrl('/subscribers/fleet/:metroId/:listingId/delete'),
    async ({ request, params }) => {
      await latency();
      return withListing(request, params.metroId, (db, listing) => {
        const bus = listingFleet(db, listing.id).find((row) => row.id === pathId(params.listingId));
        if (!bus) return fail(NOT_FOUND);
        deleteListingEntry(db, listing, bus);
        saveDb();
        return ok();
      });
    },
  ),
];

export const fleetHandlers = [...companyHandlers, ...listingHandlers];
