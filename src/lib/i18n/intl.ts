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
