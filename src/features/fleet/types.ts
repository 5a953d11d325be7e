/**
 * A fleet as the app sees it, whichever level it belongs to: the company's default fleet
 * (`/company/default/fleet/*`: fleet_id, number_seats, trnsf_rate, amenity) or one metro
 * listing's fleet (`/subscribers/fleet/*`: listing_id, seat_count, transfer_rate, amenities).
 * The api functions map both wire shapes to this one, so the table and the modal serve both.
 */
export interface FleetItem {
  /** fleet_id (company level) or listing_id (listing level). */
  id: number;
  busTypeId: number;
  quantity: number;
  seats: number;
  year: number;
  amenities: number[];
  /** Dollars; 0 when the operator gave none. */
  transferRate: number;
  fiveHourRate: number;
  dayRate: number;
  mileRate: number;
  /** Company level only: false when the server says there is no further metro to add it to. */
  displayAdd?: boolean;
}

/** What a save sends, at any level (the api function writes each level's wire names). */
export type FleetEntry = Omit<FleetItem, 'id' | 'displayAdd'>;

/** An amenity choice of the fleet modal. */
export interface FleetAmenity {
  id: number;
  name: string;
}

/** Which fleet: the company's default one, or a metro listing's (by company_metro_id). */
export type FleetLevel = { kind: 'company' } | { kind: 'listing'; companyMetroId: number };

/** A company metro the company-level fleet can be added to. */
export interface MetroOption {
  metroId: number;
  metroName: string;
  companyMetroId: number;
}

/** The fleet modal's fields as typed (Formik holds strings; the schema checks them). */
export interface FleetValues {
  busTypeId: string;
  quantity: string;
  seats: string;
  year: string;
  amenities: string[];
  transferRate: string;
  fiveHourRate: string;
  dayRate: string;
  mileRate: string;
}

/** One company listed in a metro, reduced to what the market comparison needs. */
export interface MarketCompany {
  /** The search result's company id (a company metro id). */
  companyMetroId: number;
  name: string;
  buses: { busTypeId: number; dayRate: number; mileRate: number }[];
}

/** The market of one bus type in one metro: medians over the other companies. */
export interface MarketRate {
  busTypeId: number;
  /** null when no other company gives that rate. */
  dayMedian: number | null;
  mileMedian: number | null;
  /** Other companies running this bus type with a day or mile rate. */
  companies: number;
}

/** Whose results are not "the market": the operator's own listings. */
export interface MarketExclusion {
  companyMetroIds: readonly number[];
  names: readonly string[];
}
