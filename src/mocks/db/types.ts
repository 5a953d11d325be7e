/**
 * Row types of the demo database.
 *
 * Field names are snake_case and reuse the names of /work/shared/api/openapi.yaml wherever the
 * contract has one, so handlers can mostly copy fields straight into responses. Where the contract
 * has two names for the same thing (fleet forms vs search results) the comment says which one is
 * stored and how to map the other.
 */

// ---------------------------------------------------------------- enumerations (from the contract)

export type LoginType = 'subscriber' | 'user' | 'admin';

export type ListingStatus =
  | 'Active/Approved'
  | 'Inactive/Approved'
  | 'Pending Approval'
  | 'Pending Removal'
  | 'Not Approved'
  | 'No Bus';

export type MessageSubject =
  'Please contact me' | 'I have a question' | "I need a bus. Here's my trip info.";

/** 1 Full Size ... 17 BlackCar (see BUS_TYPES in seed/catalogue.ts). */
export type BusTypeId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17;

/** 1 website, 3 youtube, 4 facebook, 5 twitter, 6 more details, 9 phone, 13 instagram, 16 contact us. */
export type TrackingType = 1 | 3 | 4 | 5 | 6 | 9 | 13 | 16;

/** 1 Monthly, 2 Quarterly, 3 Six Months, 4 Annual. */
export type PaymentOption = 1 | 2 | 3 | 4;

export type AccountStatus = 'cc_recurring' | 'invoiced';

export type CcRecurring = 1 | 4 | 7 | 10 | 13 | 15 | 18 | 19 | 21 | 23 | 25 | 27 | 29;

/** 1..5 = wizard step to resume (/subscribers/init, init2 ... init5); 6 = setup finished. */
export type SetupProgress = 1 | 2 | 3 | 4 | 5 | 6;

export type AssociationGroupKey = 'national' | 'state_and_regional' | 'certifications';

// ---------------------------------------------------------------- catalogue tables

export interface MetroRow {
  id: number;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  url_friendly_city: string;
  url_friendly_state: string;
  /** Monthly base rate of a listing in this metro, in dollars. */
  base_rate: number;
}

export interface ZipRow {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  /** Metro the zip belongs to (lets a zip search start from the right metro). */
  metro_id: number;
}

export interface TripTypeRow {
  id: number;
  name: string;
}

export interface BusTypeRow {
  id: BusTypeId;
  name: string;
  /** Amenity ids that make sense for this type; BusResult.amenities lists these with `enabled`. */
  amenity_ids: number[];
}

export interface AmenityRow {
  id: number;
  name: string;
}

export interface AssociationRow {
  id: number;
  name: string;
  group: AssociationGroupKey;
}

/** A business highlight badge or charter service type: its code (the contract shows no labels). */
export interface CodeRow {
  id: number;
}

// ---------------------------------------------------------------- companies and listings

export interface PaymentTypes {
  visa: boolean;
  mastercard: boolean;
  discover: boolean;
  paypal: boolean;
  check: boolean;
  /** Not in the search PaymentTypes schema, but in PaymentOptions (allows_amex). */
  amex: boolean;
}

export interface CompanyPhoto {
  /** File name the photo edit calls refer to (file_name in the contract). */
  file_name: string;
  /** `/demo-photos/coach-{seed}.svg` for seeded photos; uploads may use a data URL. */
  url: string;
}

export interface CompanyRow {
  id: number;
  name: string;
  url_slug: string;
  /** Public description (search `about`, company management `description`). */
  about: string;
  /** Public contact email; null = no Contact Us button. */
  email: string | null;
  /** Digits only: 10 digits, a few 11 digits starting with 1. */
  phone: string;
  website: string;
  /** Street line (company management `street`, listing `address1`). */
  address: string;
  address_line_2: string;
  city: string;
  state: string;
  zip: string;
  us_dot_number: string;
  us_dot_link: string;
  licensing_and_insurance: string;
  /** Display text of the selected associations (search result field). */
  associations_and_certifications: string;
  selected_associations: number[];
  facebook_url: string;
  twitter_url: string;
  instagram_url: string;
  youtube_url: string;
  is_uma_member: boolean;
  hide_contact_us: boolean;
  payment_types: PaymentTypes;
  hours_of_operation: string;
  hours_of_operation_mon: string;
  hours_of_operation_sat: string;
  /** Sunday hours; the misspelling is part of the contract. */
  hours_of_operation_sum: string;
  contact_name: string;
  contact_phone: string;
  contact_phone_extension: string;
  contact_email: string;
  is_tour_operator: boolean;
  has_receptive_services: boolean;
  save_to_all_listings: boolean;
  business_highlights: number[];
  charter_bus_services: number[];
  /** Profile photo (photo_url / photo_filename); null when none. */
  profile_photo: CompanyPhoto | null;
  additional_photos: CompanyPhoto[];
  /** Registration reviewed and approved (company_approved). */
  approved: boolean;
  /** YYYY-MM-DD the company registered. */
  date_joined: string;
}

export interface ListingContact {
  email?: string;
  phone?: string;
  website?: string;
  description?: string;
  address?: string;
  city?: string;
  state?: string;
  zip?: string;
}

export interface AdditionalEmail {
  name: string;
  email_address: string;
}

export interface PendingBid {
  new_position: number;
  new_monthly_cost: number;
  /** ISO date-time of the request. */
  requested_at: string;
}

/** A company listed in a metro. Its id is the company_metro_id used by search, cart and tracking. */
export interface CompanyMetroRow {
  id: number;
  company_id: number;
  metro_id: number;
  /** Rank within the metro, 1 = top. Unique per metro among rows that hold a position. */
  position: number;
  status: ListingStatus;
  /** Monthly cost in dollars (cost_value). */
  monthly_cost: number;
  /** Company name shown on this listing; null = company name. */
  alias: string | null;
  /** Per-listing overrides of the company contact data; null = use the company row. */
  contact: ListingContact | null;
  additional_emails: AdditionalEmail[];
  pending_bid: PendingBid | null;
  /** YYYY-MM-DD the listing was added (placement is by longevity). */
  date_listed: string;
}

/**
 * One bus type of a company fleet: a company-level fleet entry (fleet_id, when in_company_fleet)
 * and, through company_metro_ids, the fleet entries (listing_id = id) of the metro listings it is
 * shown on.
 * Mapping to the contract: fleet_id/listing_id = id, number_seats/seat_count = seats,
 * trnsf_rate = transfer_rate, day_rate = day_amount, mile_rate = mile_amount,
 * amenity/amenities = amenity_ids. restroom/wifi/one_ten_volts mirror amenity ids 1/2/3
 * (use setBusAmenities in seed/catalogue.ts to change both together).
 */
export interface BusRow {
  id: number;
  company_id: number;
  /**
   * Listings showing this row. The company fleet and each listing's fleet are separate fleets
   * (a save at one level never changes another); identical entries share a row to keep the
   * demo data small, and a listing-level edit of a shared row splits it (handlers/fleet.ts).
   */
  company_metro_ids: number[];
  /** The row is an entry of the company-level (default) fleet too. */
  in_company_fleet: boolean;
  bus_type_id: BusTypeId;
  quantity: number;
  seats: number;
  /** Newest model year (fleet forms send one year). */
  year: number;
  /** Display range for search results, e.g. '2017-2023' or '2021'. */
  years: string;
  restroom: boolean;
  wifi: boolean;
  one_ten_volts: boolean;
  transfer_rate: number;
  five_hour_rate: number;
  day_amount: number;
  mile_amount: number;
  /** Enabled amenity ids; the bus type's other amenities render struck through. */
  amenity_ids: number[];
}

/** Review of a company; id is the company_rating_id. is_resolved = operator_response !== null. */
export interface ReviewRow {
  id: number;
  company_id: number;
  company_metro_id: number | null;
  user_id: number | null;
  name: string;
  title: string;
  rating: number;
  comment: string;
  /** Trip description shown to the operator, e.g. 'Dallas, TX to San Antonio, TX'. */
  trip: string;
  travelled_on: string;
  published_on: string;
  operator_response: string | null;
}

// ---------------------------------------------------------------- people and accounts

export interface UserRow {
  user_id: number;
  first_name: string;
  last_name: string;
  company: string;
  about: string;
  email: string;
  photo_url: string | null;
  photo_filename: string | null;
}

export interface AccountRow {
  id: number;
  /** Login email; unique (case-insensitive). */
  email: string;
  /** Alternative login name (LoginRequest.email accepts either). */
  username: string;
  /** Plain text on purpose: demo only. */
  password: string;
  login_type: LoginType;
  /** Set by a successful login, cleared by logout; null until then. */
  api_token: string | null;
  user_id: number | null;
  company_id: number | null;
  first_name: string;
  last_name: string;
  contact_name: string;
  setup_progress: SetupProgress;
  free_trial: boolean;
  upgrade_premium: boolean;
  arrears_state: boolean;
  arrears_id: string | null;
  /** Keep in sync with the cards table (a card row with this company_id). */
  has_card_on_file: boolean;
  created_at: string;
}

export interface DemoAccount {
  label: string;
  email: string;
  password: string;
  role: LoginType;
  description: string;
}

// ---------------------------------------------------------------- activity

/** A trip request. itinerary_id is the numeric key; quote_number is what the traveller sees. */
export interface QuoteRow {
  itinerary_id: number;
  quote_number: string;
  user_id: number | null;
  company_metro_ids: number[];
  number_of_people: number;
  trip_type: number;
  departure_city: string;
  departure_state: string;
  departure_date: string;
  departure_time: string;
  destination_city: string;
  destination_state: string;
  return_date: string;
  return_time: string;
  basic_name_of_group: string;
  basic_first_name: string;
  basic_last_name: string;
  basic_phone: string;
  basic_email: string;
  notes: string;
  origin_latitude: number;
  origin_longitude: number;
  /** ISO date-time. */
  date_submitted: string;
}

/** Message as the traveller sees it (Messages screen). Mirrored by a company_messages row. */
export interface UserMessageRow {
  message_id: number;
  user_id: number;
  company_metro_id: number;
  /** company_messages.message_id of the copy in the operator inbox. */
  company_message_id: number | null;
  to_company: string;
  metro_city: string;
  metro_state: string;
  subject: MessageSubject;
  body: string;
  date_created: string;
}

/** Message received by a company (contract Message schema plus keys). */
export interface CompanyMessageRow {
  message_id: number;
  company_id: number;
  company_metro_id: number;
  user_id: number | null;
  subject: string;
  body: string;
  is_new: boolean;
  sender_email: string;
  sender_name: string;
  metro_city: string;
  metro_state: string;
  create_date: string;
}

export interface MessageReplyRow {
  id: number;
  company_message_id: number;
  subject: string;
  body: string;
  created_at: string;
}

export interface TrackingEventRow {
  id: number;
  company_metro_id: number;
  tracking_type: TrackingType;
  created_at: string;
}

export interface NewsletterRow {
  id: number;
  email: string;
  created_at: string;
}

/** Card on file: never a full number. */
export interface CardRow {
  id: number;
  company_id: number;
  brand: 'visa' | 'mastercard' | 'discover' | 'amex';
  last4: string;
  /** '01'..'12' */
  exp_month: string;
  /** 'YYYY' */
  exp_year: string;
  name_on_card: string;
}

/** Billing data and plan of a subscriber (PaymentInfo minus the card fields). */
export interface BillingProfileRow {
  company_id: number;
  first_name: string;
  last_name: string;
  billing_address: string;
  billing_city: string;
  billing_country: 'USA' | 'CA';
  billing_state: string;
  billing_zip: string;
  email: string;
  account_status: AccountStatus;
  cc_recurring: CcRecurring;
  payment_option: PaymentOption;
  next_recurring_date: string;
}

/** One billed line. Unpaid lines of an account with arrears_state are the arrears invoice. */
export interface InvoiceLineRow {
  id: number;
  company_id: number;
  company_metro_id: number | null;
  /** ArrearsInvoiceLine.note */
  note: string;
  amount: number;
  /** YYYY-MM-DD */
  due_date: string;
  paid: boolean;
  paid_on: string | null;
}

export interface PaymentRow {
  id: number;
  company_id: number;
  amount: number;
  description: string;
  card_last4: string | null;
  created_at: string;
}

export interface BidSelectionRow {
  company_metro_id: number;
  current_position: number;
  current_cost: number;
  new_position: number;
  new_monthly_cost: number;
}

export interface BidCartRow {
  cart_guid: string;
  company_id: number;
  metros: BidSelectionRow[];
  created_at: string;
  confirmed: boolean;
}

// ---------------------------------------------------------------- the database

export interface DemoDb {
  metros: MetroRow[];
  zips: ZipRow[];
  trip_types: TripTypeRow[];
  bus_types: BusTypeRow[];
  amenities: AmenityRow[];
  associations: AssociationRow[];
  business_highlight_types: CodeRow[];
  charter_service_types: CodeRow[];
  companies: CompanyRow[];
  company_metros: CompanyMetroRow[];
  buses: BusRow[];
  reviews: ReviewRow[];
  users: UserRow[];
  accounts: AccountRow[];
  quotes: QuoteRow[];
  user_messages: UserMessageRow[];
  company_messages: CompanyMessageRow[];
  message_replies: MessageReplyRow[];
  tracking_events: TrackingEventRow[];
  newsletter: NewsletterRow[];
  cards: CardRow[];
  billing_profiles: BillingProfileRow[];
  invoice_lines: InvoiceLineRow[];
  payments: PaymentRow[];
  bid_carts: BidCartRow[];
}

export type TableName = keyof DemoDb;
export type RowOf<T extends TableName> = DemoDb[T][number];
