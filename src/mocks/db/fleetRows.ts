import { demoNow } from '../clock';
import { setBusAmenities } from './seed/catalogue';
import type { AccountRow, BusRow, BusTypeId, CompanyMetroRow, DemoDb } from './types';

/**
 * The demo's fleets over the buses table. The company-level (default) fleet and each listing's
 * fleet are separate fleets: a save at one level never changes what another level shows, and
 * only addOnCompanyMetro copies a company entry onto listings. Identical entries share one row
 * (the seed's fleets are the company fleet shown on every listing); a write to a shared row
 * first gives the other sharers their own copy of it.
 */

/** What a fleet save writes, in the table's own names. */
export interface BusValues {
  bus_type_id: BusTypeId;
  quantity: number;
  seats: number;
  year: number;
  amenity_ids: number[];
  transfer_rate: number;
  five_hour_rate: number;
  day_amount: number;
  mile_amount: number;
}

export function nextBusId(db: DemoDb): number {
  return db.buses.reduce((max, bus) => Math.max(max, bus.id), 0) + 1;
}

/** The company's default fleet. */
export function companyFleet(db: DemoDb, companyId: number): BusRow[] {
  return db.buses
    .filter((bus) => bus.company_id === companyId && bus.in_company_fleet)
    .sort((a, b) => a.bus_type_id - b.bus_type_id || a.id - b.id);
}

/** One listing's fleet. */
export function listingFleet(db: DemoDb, companyMetroId: number): BusRow[] {
  return db.buses
    .filter((bus) => bus.company_metro_ids.includes(companyMetroId))
    .sort((a, b) => a.bus_type_id - b.bus_type_id || a.id - b.id);
}

/** A listing of the caller's company, or undefined (someone else's or unknown). */
export function ownListing(
  db: DemoDb,
  account: AccountRow,
  companyMetroId: number,
): CompanyMetroRow | undefined {
  return db.company_metros.find(
    (row) => row.id === companyMetroId && row.company_id === account.company_id,
  );
}

/** The company's listings that do not show its default entry of this bus type yet. */
export function metroOptions(db: DemoDb, companyId: number, busTypeId: number): CompanyMetroRow[] {
  const entry = companyFleet(db, companyId).find((bus) => bus.bus_type_id === busTypeId);
  return db.company_metros
    .filter((row) => row.company_id === companyId && !entry?.company_metro_ids.includes(row.id))
    .sort((a, b) => a.id - b.id);
}

function write(bus: BusRow, values: BusValues): void {
  // A seeded range ('2017-2023') stays while its newest year does; a new year is one year.
  if (bus.year !== values.year) bus.years = String(values.year);
  bus.bus_type_id = values.bus_type_id;
  bus.quantity = values.quantity;
  bus.seats = values.seats;
  bus.year = values.year;
  bus.transfer_rate = values.transfer_rate;
  bus.five_hour_rate = values.five_hour_rate;
  bus.day_amount = values.day_amount;
  bus.mile_amount = values.mile_amount;
  setBusAmenities(bus, values.amenity_ids);
}

function copyOf(db: DemoDb, bus: BusRow, changes: Partial<BusRow>): BusRow {
  const copy: BusRow = {
    ...bus,
    ...changes,
    id: nextBusId(db),
    amenity_ids: [...bus.amenity_ids],
  };
  db.buses.push(copy);
  return copy;
}

/** A row nobody shows any more is dropped. */
function dropIfUnused(db: DemoDb, bus: BusRow): void {
  if (bus.in_company_fleet || bus.company_metro_ids.length > 0) return;
  const at = db.buses.indexOf(bus);
  if (at !== -1) db.buses.splice(at, 1);
}

function removeFromListing(db: DemoDb, bus: BusRow, companyMetroId: number): void {
  bus.company_metro_ids = bus.company_metro_ids.filter((id) => id !== companyMetroId);
  dropIfUnused(db, bus);
}

export function addCompanyEntry(db: DemoDb, companyId: number, values: BusValues): BusRow {
  const bus: BusRow = {
    id: nextBusId(db),
    company_id: companyId,
    company_metro_ids: [],
    in_company_fleet: true,
    years: String(values.year),
    restroom: false,
    wifi: false,
    one_ten_volts: false,
    ...values,
  };
  write(bus, values);
  db.buses.push(bus);
  return bus;
}

/** The listings that showed the entry keep it as it was. */
export function updateCompanyEntry(db: DemoDb, bus: BusRow, values: BusValues): void {
  if (bus.company_metro_ids.length > 0) {
    copyOf(db, bus, { in_company_fleet: false });
    bus.company_metro_ids = [];
  }
  write(bus, values);
}

/** The listings that showed the entry keep it. */
export function deleteCompanyEntry(db: DemoDb, bus: BusRow): void {
  bus.in_company_fleet = false;
  dropIfUnused(db, bus);
}

export function addListingEntry(db: DemoDb, listing: CompanyMetroRow, values: BusValues): BusRow {
  const bus = addCompanyEntry(db, listing.company_id, values);
  bus.in_company_fleet = false;
  bus.company_metro_ids = [listing.id];
  return bus;
}

/** A row other fleets share is split: this listing gets its own, changed copy. */
export function updateListingEntry(
  db: DemoDb,
  listing: CompanyMetroRow,
  bus: BusRow,
  values: BusValues,
): BusRow {
  const shared = bus.in_company_fleet || bus.company_metro_ids.length > 1;
  if (!shared) {
    write(bus, values);
    return bus;
  }
  removeFromListing(db, bus, listing.id);
  const own = copyOf(db, bus, { in_company_fleet: false, company_metro_ids: [listing.id] });
  write(own, values);
  return own;
}

export function deleteListingEntry(db: DemoDb, listing: CompanyMetroRow, bus: BusRow): void {
  removeFromListing(db, bus, listing.id);
}

/** addOnCompanyMetro: each listing shows the company entry instead of its own of that type. */
export function addToListings(db: DemoDb, bus: BusRow, listingIds: readonly number[]): void {
  for (const id of listingIds) {
    for (const other of listingFleet(db, id)) {
      if (other !== bus && other.bus_type_id === bus.bus_type_id) removeFromListing(db, other, id);
    }
    if (!bus.company_metro_ids.includes(id)) bus.company_metro_ids.push(id);
  }
}

/** The newest model year a save may name (next year's models are sold this year). */
export const latestModelYear = (): number => demoNow().getFullYear() + 1;
