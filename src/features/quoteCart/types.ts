/** One company in the quote cart, keyed by its numeric company metro id. */
export interface QuoteRequest {
  id: number;
  companyName: string;
}
