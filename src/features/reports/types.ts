/** The operator's activity report as the app sees it (spec section 3, camelCase). */

/** A report's date range: YYYY-MM-DD, both days included. */
export interface ReportRange {
  startDate: string;
  endDate: string;
}

/** The activity counts of one metro in the range (Report per metro). */
export interface MetroActivity {
  city: string;
  state: string;
  numberOfQuotes: number;
  messages: number;
  moreDetails: number;
  phoneClicks: number;
  contactUs: number;
  websiteVisits: number;
  facebookClicks: number;
  twitterClicks: number;
  instagramClicks: number;
  youtubeClicks: number;
  totalActivity: number;
}

/** The counted columns of a MetroActivity, in the activity table's order. */
export type ActivityCount = Exclude<keyof MetroActivity, 'city' | 'state'>;

/** A quote request received in the range (Quote in reports). */
export interface ReportQuote {
  quoteId: number;
  companyMetroId: number;
  city: string;
  state: string;
  /** ISO 8601 date-time. */
  submittedOn: string;
  name: string;
  email: string;
  phone: string;
  nameOfGroup: string;
  numberOfPeople: number | null;
  destinationCity: string;
  destinationState: string;
  departureDate: string;
  returnDate: string;
  tripType: string;
  delivered: boolean;
  deliveredDate: string | null;
  additionalInfo: string;
}

/** The answer of POST /subscribers/reports. */
export interface Report {
  activity: MetroActivity[];
  quotes: ReportQuote[];
}
