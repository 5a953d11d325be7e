import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  sortedByShownName,
  VOCABULARY,
  vocabularyName,
  type VocabularyKind,
} from '@/lib/i18n/vocabulary';
import { i18n } from '@/lib/i18n/runtime';
import { CA_PROVINCES, US_STATES, US_TERRITORIES } from '@/lib/regions';
import { messages as spanish } from '@/locales/es-US/traveller.po';
import { AMENITIES, BUS_TYPES, TRIP_TYPES } from '@/mocks/db/seed/catalogue';

function activate(locale: 'en' | 'es-US'): void {
  if (locale === 'en') i18n.loadAndActivate({ locale: 'en', locales: ['en-US'], messages: {} });
  else i18n.loadAndActivate({ locale: 'es-US', locales: ['es-US'], messages: spanish });
}

afterEach(() => activate('en'));

const namesOf = (kind: VocabularyKind) => VOCABULARY[kind].map((descriptor) => descriptor.message);

/** Every name the demo API's seed, the spec (its second list's CharterBus) and the app's region table give. */
const KNOWN: Record<VocabularyKind, readonly string[]> = {
  busType: [...BUS_TYPES.map((type) => type.name), 'CharterBus'],
  amenity: AMENITIES.map((amenity) => amenity.name),
  tripType: TRIP_TYPES.map((type) => type.name),
  region: [...US_STATES, ...US_TERRITORIES, ...CA_PROVINCES].map((region) => region.name),
};
const KINDS = Object.keys(KNOWN) as VocabularyKind[];

describe('vocabularyName', () => {
  it('knows every name of the seed, the spec and the region table, as plain text', () => {
    for (const kind of KINDS) {
      // A plain string: the build left the English as it is, so it is the catalog's key itself.
      expect(namesOf(kind)).toEqual(expect.arrayContaining([...KNOWN[kind]]));
      expect(new Set(namesOf(kind)).size).toBe(namesOf(kind).length);
    }
  });

  it('English: every name exactly as the server sent it', () => {
    activate('en');
    for (const kind of KINDS) {
      for (const name of KNOWN[kind]) expect(vocabularyName(kind, name)).toBe(name);
    }
    expect(vocabularyName('busType', ' Full Size ')).toBe(' Full Size ');
  });

  it('Spanish: each name translated by its English name and its kind', () => {
    activate('es-US');
    expect(vocabularyName('busType', 'Full Size')).toBe('Autobús de tamaño completo');
    expect(vocabularyName('busType', 'Party Bus')).toBe('Autobús de fiestas');
    expect(vocabularyName('amenity', 'Wheelchair Lift')).toBe('Elevador para sillas de ruedas');
    expect(vocabularyName('amenity', 'Restroom')).toBe('Baño');
    expect(vocabularyName('tripType', 'Round Trip')).toBe('Ida y vuelta');
    expect(vocabularyName('tripType', 'One Way')).toBe('Solo ida');
    expect(vocabularyName('region', 'New York')).toBe('Nueva York');
    expect(vocabularyName('region', 'Texas')).toBe('Texas');
    // The kind is the message's context: a bus type's name is not a state's.
    expect(vocabularyName('region', 'Full Size')).toBe('Full Size');
    // Each listed message reads the same as the lookup (same text, same context).
    for (const kind of KINDS) {
      for (const descriptor of VOCABULARY[kind]) {
        expect(vocabularyName(kind, String(descriptor.message))).toBe(i18n._(descriptor));
      }
    }
  });

  it('falls back to the name as the server sent it when the catalog does not know it', () => {
    activate('es-US');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(vocabularyName('busType', 'Hovercraft')).toBe('Hovercraft');
    // A name the catalog does not know is no missing translation of the app's.
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    expect(vocabularyName('amenity', ' Zero-G Seats ')).toBe(' Zero-G Seats ');
    expect(vocabularyName('tripType', 'round trip')).toBe('round trip');
    expect(vocabularyName('region', 'TX')).toBe('TX');
    expect(vocabularyName('amenity', '')).toBe('');
    expect(vocabularyName('amenity', '{count} seats')).toBe('{count} seats');
    // Stray spaces around a known name do not hide it.
    expect(vocabularyName('busType', ' Party Bus ')).toBe('Autobús de fiestas');
  });
});

describe('sortedByShownName', () => {
  const shown = (region: { name: string }) => vocabularyName('region', region.name);

  it('English: the region table keeps its order', () => {
    for (const group of [US_STATES, US_TERRITORIES, CA_PROVINCES]) {
      expect(sortedByShownName(group, shown)).toEqual(group);
    }
  });

  it('Spanish: by the shown names, as Spanish sorts them', () => {
    activate('es-US');
    const names = sortedByShownName(US_STATES, shown).map(shown);
    expect(names.slice(4, 8)).toEqual([
      'California',
      'Carolina del Norte',
      'Carolina del Sur',
      'Colorado',
    ]);
    expect(names.indexOf('Míchigan')).toBe(names.indexOf('Maryland') + 2);
    expect(sortedByShownName(['Hielera', 'Baño', 'Zero-G Seats'], (name) => name)).toEqual([
      'Baño',
      'Hielera',
      'Zero-G Seats',
    ]);
  });
});
