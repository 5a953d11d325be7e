/** The operator's metro listings as the app sees them (camelCase; spec section 3). */

export const LISTING_STATUSES = [
  'Active/Approved',
  'Inactive/Approved',
  'Pending Approval',
  'Pending Removal',
  'Not Approved',
  'No Bus',
] as const;

export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** One row of the listings table (MetroListingRow). */
export interface MetroListing {
  companyMetroId: number;
  metroId: number;
  metroName: string;
  city: string;
  state: string;
  /** n/total, or -- when the listing holds no position. */
  position: string;
  /** The display cost ($150.00); built from costValue when the server sends none. */
  cost: string;
  /** Monthly cost in dollars. */
  costValue: number;
  /** Billing cycle label (Monthly ...). */
  costCycle: string;
  /** What paying this listing now charges (prorated to the next renewal). */
  payTotal: number;
  status: ListingStatus;
}

/** The totals under the listings table. */
export interface ListingTotals {
  metros: number;
  metroCosts: number;
  listingFee: number;
  totalFees: number;
}

/** The account and billing facts sent with the listings (ListingBilling). */
export interface ListingBilling {
  companyApproved: boolean;
  /** False when payment information is missing. */
  paymentsAvailable: boolean;
  today: string | null;
  nextRecurringDate: string | null;
  /** Prepay discount in percent (0-100); 0 when none. */
  discountRate: number;
  proratedTotalAmount: number | null;
  proratedBillingAmount: number | null;
  totalBillingAmount: number | null;
}

/** The answer of GET /subscribers/listings and /subscribers/listings_pending. */
export interface ListingsOverview {
  listings: MetroListing[];
  totals: ListingTotals;
  billing: ListingBilling;
}

/** A recommended metro, or one within a radius (RecommendedMetro). */
export interface MetroOption {
  id: number;
  city: string;
  state: string;
  baseRate: number;
  /** Position a new listing would get, n/total. */
  position: string;
}

/** A city of the add-metro typeahead; its id is sent as city_id. */
export interface LocationOption {
  id: number;
  name: string;
}
