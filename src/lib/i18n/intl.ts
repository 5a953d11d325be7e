/**
 * One Intl object per kind, locale and options, for the whole visit. Building a NumberFormat,
 * PluralRules or DateTimeFormat costs far more than using one (ICU loads the locale's data each
 * time): built per message, they were the heaviest function of /search's load (docs/budgets.md).
 * The options are few and fixed in the code, so the cache stays a handful of entries.
 */
const made = new Map<string, Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat>();

function kept<T extends Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat>(
  key: string,
  make: () => T,
): T {
  let found = made.get(key) as T | undefined;
  if (!found) {
    found = make();
    made.set(key, found);
  }
  return found;
}

export function numberFormat(
  locale: string,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  return kept(
    `n|${locale}|${JSON.stringify(options ?? {})}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

export function pluralRules(
  locale: string,
  type: Intl.PluralRuleType = 'cardinal',
): Intl.PluralRules {
  return kept(`p|${locale}|${type}`, () => new Intl.PluralRules(locale, { type }));
}

export function dateTimeFormat(
  locale: string,
  options?: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return kept(
    `d|${locale}|${JSON.stringify(options ?? {})}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

/** The locales whose whole numbers and cardinal plurals are written here without Intl. */
const PLAIN = new Set(['en-US', 'es-US']);

/**
 * A whole number as en-US and es-US both write it (1,290; -1,234,567), without building an Intl
 * object: the first NumberFormat of a visit costs about 75 ms at 4x CPU (ICU loads the locale's
 * data), inside the render that shows the first results. Anything else goes to Intl.
 */
export function formatWhole(locale: string, value: number): string {
  if (!PLAIN.has(locale) || !Number.isSafeInteger(value)) return numberFormat(locale).format(value);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

/**
 * A whole number's cardinal plural category in en-US or es-US, CLDR's rules written out (English:
 * one for 1; Spanish: one for 1, many for a non-zero multiple of a million), for the same reason;
 * anything else goes to Intl.PluralRules. test/lib/i18n/intl.unit.test.ts holds both to Intl.
 */
export function pluralCategory(
  locale: string,
  value: number,
  type: Intl.PluralRuleType = 'cardinal',
): Intl.LDMLPluralRule {
  if (type !== 'cardinal' || !PLAIN.has(locale) || !Number.isSafeInteger(value))
    return pluralRules(locale, type).select(value);
  if (Math.abs(value) === 1) return 'one';
  return locale === 'es-US' && value !== 0 && value % 1_000_000 === 0 ? 'many' : 'other';
}
