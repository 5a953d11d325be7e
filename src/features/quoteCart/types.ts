/** One company in the quote cart, keyed by its numeric company metro id. */
export interface QuoteRequest {
  id: number;
  companyName: string;
  /** Where it is based, "Spokane, WA", and its phone: for the trip sheet (absent in old carts). */
  city?: string;
  phone?: string;
}
