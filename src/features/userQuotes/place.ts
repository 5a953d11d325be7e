import { t } from '@lingui/core/macro';
import { vocabularyName } from '@/lib/i18n/vocabulary';

/**
 * "Dallas, TX", or whichever half is known; '' when neither is. A state the server names in full
 * ("New Mexico") shows in the visitor's language; a postal code, as the demo API sends, as it is.
 */
export function placeOf(city?: string | null, state?: string | null): string {
  return [city, state && vocabularyName('region', state)]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
}

/** "Dallas, TX to San Antonio, TX": where a quoted trip went from and to. */
export function tripOf(quote: {
  departureCity?: string;
  departureState?: string;
  destinationCity?: string;
  destinationState?: string;
}): string {
  const from = placeOf(quote.departureCity, quote.departureState);
  const to = placeOf(quote.destinationCity, quote.destinationState);
  // One message in the language of the moment, so Spanish words its own "to".
  return from && to ? t`${from} to ${to}` : from || to;
}
