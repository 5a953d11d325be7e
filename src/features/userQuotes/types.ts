/** A company a past quote request went to (UserQuoteCompany of the contract, camelized). */
export interface UserQuoteCompany {
  companyId: number;
  companyDisplayName: string;
  urlSlug?: string;
}

/** One past quote request of the logged-in user (UserQuote of the contract, camelized). */
export interface UserQuote {
  itineraryId: number;
  groupName?: string;
  departureCity?: string;
  departureState?: string;
  /** YYYY-MM-DD */
  departureDate?: string;
  destinationCity?: string;
  destinationState?: string;
  /** YYYY-MM-DD */
  returnDate?: string;
  /** ISO date-time */
  dateSubmitted: string;
  numberOfPassengers?: number;
  name?: string;
  email?: string;
  phone?: string;
  companies: UserQuoteCompany[];
}
