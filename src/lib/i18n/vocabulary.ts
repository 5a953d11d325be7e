import { msg } from '@lingui/core/macro';
import { intlLocale, type AppLocale } from './locale';
import { i18n, type Message } from './runtime';
import { VOCABULARY_CONTEXT, type VocabularyKind } from './vocabularyKinds';

/**
 * The server's vocabularies, shown in the visitor's language (issue 46): bus types, amenities
 * and trip types come from API answers as English names, and the states and provinces from the
 * app's own table (lib/regions.ts) as English names too. Ids differ from one deployment to
 * another, so a name is translated by its English text, and a name no catalog knows shows as the
 * server sent it.
 */
export type { VocabularyKind };

/**
 * The name in the active language: its translation, else the name as sent. A catalog is keyed by
 * the English text and its context (messageKey), so the server's name with its kind's context is
 * the key itself: the lookup needs no table, and no English name costs a first load anything.
 * Read while rendering (as `t` is): a component that shows it calls useLingui to re-render on a
 * switch.
 */
export function vocabularyName(kind: VocabularyKind, name: string): string {
  const key = name.trim();
  if (!key) return name;
  const message = { message: key, context: VOCABULARY_CONTEXT[kind] };
  return i18n.known(message) ? i18n._(message) : name;
}

let collator: { locale: string; compare: (a: string, b: string) => number } | null = null;

/**
 * Items in the alphabetical order of their shown names, as the active language sorts them: a list
 * ordered by name is ordered for its reader ("Carolina del Norte" among the C's in Spanish).
 * English keeps the order it had (the names are ASCII, sorted by en-US as before).
 */
export function sortedByShownName<T>(items: readonly T[], shownName: (item: T) => string): T[] {
  const locale = intlLocale(i18n.locale as AppLocale);
  if (collator?.locale !== locale) {
    // One collator per language: building one loads the locale's data.
    collator = { locale, compare: new Intl.Collator(locale).compare };
  }
  const { compare } = collator;
  return items
    .map((item) => ({ item, name: shownName(item) }))
    .sort((a, b) => compare(a.name, b.name))
    .map(({ item }) => item);
}

/**
 * Every name the demo API's seed and the spec give (src/mocks/db/seed/catalogue.ts, the
 * contract's BusTypeId, lib/regions.ts): what extraction puts in the catalogs for translators, and
 * what the tests hold the seed to. The app never reads this list (vocabularyName needs none), so
 * the build leaves it out of every chunk. A new server name: add it here, `npm run
 * i18n:extract`, translate.
 */
export const VOCABULARY: Record<VocabularyKind, readonly Message[]> = {
  busType: [
    msg({ message: 'Full Size', context: 'bus type' }),
    // The spec's second list's name for a full-size coach.
    msg({ message: 'CharterBus', context: 'bus type' }),
    msg({ message: 'Minibus', context: 'bus type' }),
    msg({ message: 'School Bus', context: 'bus type' }),
    msg({ message: 'Entertainer', context: 'bus type' }),
    msg({ message: 'Executive', context: 'bus type' }),
    msg({ message: 'Trolley', context: 'bus type' }),
    msg({ message: 'Double Decker', context: 'bus type' }),
    msg({ message: 'Van', context: 'bus type' }),
    msg({ message: 'Limobus', context: 'bus type' }),
    msg({ message: 'Tour Operator', context: 'bus type' }),
    msg({ message: 'Transit', context: 'bus type' }),
    msg({ message: 'Travel Agent', context: 'bus type' }),
    msg({ message: 'Party Bus', context: 'bus type' }),
    msg({ message: 'Limo Stretch Town Car', context: 'bus type' }),
    msg({ message: 'BR Limo', context: 'bus type' }),
    msg({ message: 'Suv', context: 'bus type' }),
    msg({ message: 'BlackCar', context: 'bus type' }),
  ],
  amenity: [
    msg({ message: 'Restroom', context: 'amenity' }),
    msg({ message: 'WiFi', context: 'amenity' }),
    msg({ message: '110v Outlets', context: 'amenity' }),
    msg({ message: 'USB Charging', context: 'amenity' }),
    msg({ message: 'Reclining Seats', context: 'amenity' }),
    msg({ message: 'Seat Belts', context: 'amenity' }),
    msg({ message: 'DVD Player', context: 'amenity' }),
    msg({ message: 'Video Monitors', context: 'amenity' }),
    msg({ message: 'PA System', context: 'amenity' }),
    msg({ message: 'Climate Control', context: 'amenity' }),
    msg({ message: 'Luggage Bay', context: 'amenity' }),
    msg({ message: 'Wheelchair Lift', context: 'amenity' }),
    msg({ message: 'Leather Seats', context: 'amenity' }),
    msg({ message: 'Cooler', context: 'amenity' }),
    msg({ message: 'Overhead Racks', context: 'amenity' }),
    msg({ message: 'Mood Lighting', context: 'amenity' }),
  ],
  tripType: [
    msg({ message: 'One Way', context: 'trip type' }),
    msg({ message: 'Round Trip', context: 'trip type' }),
    msg({ message: 'Multi-Day', context: 'trip type' }),
    msg({ message: 'Shuttle Service', context: 'trip type' }),
    msg({ message: 'Hourly', context: 'trip type' }),
  ],
  region: [
    msg({ message: 'Alabama', context: 'state or province' }),
    msg({ message: 'Alaska', context: 'state or province' }),
    msg({ message: 'Arizona', context: 'state or province' }),
    msg({ message: 'Arkansas', context: 'state or province' }),
    msg({ message: 'California', context: 'state or province' }),
    msg({ message: 'Colorado', context: 'state or province' }),
    msg({ message: 'Connecticut', context: 'state or province' }),
    msg({ message: 'Delaware', context: 'state or province' }),
    msg({ message: 'District of Columbia', context: 'state or province' }),
    msg({ message: 'Florida', context: 'state or province' }),
    msg({ message: 'Georgia', context: 'state or province' }),
    msg({ message: 'Hawaii', context: 'state or province' }),
    msg({ message: 'Idaho', context: 'state or province' }),
    msg({ message: 'Illinois', context: 'state or province' }),
    msg({ message: 'Indiana', context: 'state or province' }),
    msg({ message: 'Iowa', context: 'state or province' }),
    msg({ message: 'Kansas', context: 'state or province' }),
    msg({ message: 'Kentucky', context: 'state or province' }),
    msg({ message: 'Louisiana', context: 'state or province' }),
    msg({ message: 'Maine', context: 'state or province' }),
    msg({ message: 'Maryland', context: 'state or province' }),
    msg({ message: 'Massachusetts', context: 'state or province' }),
    msg({ message: 'Michigan', context: 'state or province' }),
    msg({ message: 'Minnesota', context: 'state or province' }),
    msg({ message: 'Mississippi', context: 'state or province' }),
    msg({ message: 'Missouri', context: 'state or province' }),
    msg({ message: 'Montana', context: 'state or province' }),
    msg({ message: 'Nebraska', context: 'state or province' }),
    msg({ message: 'Nevada', context: 'state or province' }),
    msg({ message: 'New Hampshire', context: 'state or province' }),
    msg({ message: 'New Jersey', context: 'state or province' }),
    msg({ message: 'New Mexico', context: 'state or province' }),
    msg({ message: 'New York', context: 'state or province' }),
    msg({ message: 'North Carolina', context: 'state or province' }),
    msg({ message: 'North Dakota', context: 'state or province' }),
    msg({ message: 'Ohio', context: 'state or province' }),
    msg({ message: 'Oklahoma', context: 'state or province' }),
    msg({ message: 'Oregon', context: 'state or province' }),
    msg({ message: 'Pennsylvania', context: 'state or province' }),
    msg({ message: 'Rhode Island', context: 'state or province' }),
    msg({ message: 'South Carolina', context: 'state or province' }),
    msg({ message: 'South Dakota', context: 'state or province' }),
    msg({ message: 'Tennessee', context: 'state or province' }),
    msg({ message: 'Texas', context: 'state or province' }),
    msg({ message: 'Utah', context: 'state or province' }),
    msg({ message: 'Vermont', context: 'state or province' }),
    msg({ message: 'Virginia', context: 'state or province' }),
    msg({ message: 'Washington', context: 'state or province' }),
    msg({ message: 'West Virginia', context: 'state or province' }),
    msg({ message: 'Wisconsin', context: 'state or province' }),
    msg({ message: 'Wyoming', context: 'state or province' }),
    msg({ message: 'American Samoa', context: 'state or province' }),
    msg({ message: 'Guam', context: 'state or province' }),
    msg({ message: 'Northern Mariana Islands', context: 'state or province' }),
    msg({ message: 'Puerto Rico', context: 'state or province' }),
    msg({ message: 'U.S. Virgin Islands', context: 'state or province' }),
    msg({ message: 'Alberta', context: 'state or province' }),
    msg({ message: 'British Columbia', context: 'state or province' }),
    msg({ message: 'Manitoba', context: 'state or province' }),
    msg({ message: 'New Brunswick', context: 'state or province' }),
    msg({ message: 'Newfoundland and Labrador', context: 'state or province' }),
    msg({ message: 'Northwest Territories', context: 'state or province' }),
    msg({ message: 'Nova Scotia', context: 'state or province' }),
    msg({ message: 'Nunavut', context: 'state or province' }),
    msg({ message: 'Ontario', context: 'state or province' }),
    msg({ message: 'Prince Edward Island', context: 'state or province' }),
    msg({ message: 'Quebec', context: 'state or province' }),
    msg({ message: 'Saskatchewan', context: 'state or province' }),
    msg({ message: 'Yukon', context: 'state or province' }),
  ],
};
