import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatWhole, pluralCategory } from '@/lib/i18n/intl';

const locales = fc.constantFrom('en-US', 'es-US');
/** Whole numbers of every size, the millions Spanish treats apart among them. */
const wholes = fc.oneof(
  fc.integer({ min: -1_000, max: 1_000 }),
  fc.integer(),
  fc.maxSafeInteger(),
  fc.integer({ min: -9_000, max: 9_000 }).map((n) => n * 1_000_000),
);

describe('whole numbers and plurals without Intl, as Intl writes them', () => {
  it('groups digits as Intl.NumberFormat does', () => {
    fc.assert(
      fc.property(locales, wholes, (locale, value) => {
        expect(formatWhole(locale, value)).toBe(new Intl.NumberFormat(locale).format(value));
      }),
    );
  });

  it('picks the plural category Intl.PluralRules picks', () => {
    fc.assert(
      fc.property(locales, wholes, (locale, value) => {
        expect(pluralCategory(locale, value)).toBe(new Intl.PluralRules(locale).select(value));
      }),
    );
  });

  it('leaves fractions, ordinals and other locales to Intl', () => {
    expect(formatWhole('en-US', 1234.5)).toBe('1,234.5');
    expect(formatWhole('de-DE', 1290)).toBe('1.290');
    expect(pluralCategory('en-US', 2, 'ordinal')).toBe('two');
    expect(pluralCategory('en-US', 1.5)).toBe('other');
  });
});
