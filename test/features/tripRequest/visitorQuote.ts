import { withDb } from '@/mocks/db/store';

/** Puts a visitor's quote (no user yet) into the demo database and returns its number. */
export function seedVisitorQuote(quoteNumber = 'Q-991231-4242'): string {
  withDb((db) => {
    const template = db.quotes[db.quotes.length - 1];
    if (!template) throw new Error('The seed has no quotes');
    db.quotes.push({
      ...template,
      itinerary_id: Math.max(...db.quotes.map((quote) => quote.itinerary_id)) + 1,
      quote_number: quoteNumber,
      user_id: null,
    });
  });
  return quoteNumber;
}
