import { readItem, writeItem } from '@/lib/storage';
import { LOCALE_KEY } from './localeKey';

export { LOCALE_KEY };

/**
 * The languages the traveller's side speaks (docs/i18n.md). 'pseudo' is Lingui's pseudo-locale:
 * never offered, only kept by a journey that looks for text left outside the messages.
 */
export const LOCALES = ['en', 'es-US'] as const;
export type AppLocale = (typeof LOCALES)[number] | 'pseudo';

function isAppLocale(value: string | null): value is AppLocale {
  return value === 'en' || value === 'es-US' || value === 'pseudo';
}

/**
 * The language a visit starts in: the choice kept from an earlier visit, else the browser's first
 * language (any Spanish, es, es-US, es-MX..., means Spanish), else English.
 */
export function chooseLocale(languages: readonly string[], kept: string | null): AppLocale {
  if (isAppLocale(kept)) return kept;
  const first = languages[0]?.toLowerCase() ?? '';
  return first === 'es' || first.startsWith('es-') ? 'es-US' : 'en';
}

/** This visit's language, from the kept choice and the browser's languages. */
export function initialLocale(): AppLocale {
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return chooseLocale(languages, readItem('local', LOCALE_KEY));
}

export function keepLocale(locale: AppLocale): void {
  writeItem('local', LOCALE_KEY, locale);
}

/** The `Intl` locale for dates, numbers and plurals: English is the US's. */
export function intlLocale(locale: AppLocale): 'en-US' | 'es-US' {
  return locale === 'es-US' ? 'es-US' : 'en-US';
}

/** `<html lang>`: "en" as index.html has it, "es-US" for Spanish. */
export function htmlLang(locale: AppLocale): string {
  return locale === 'es-US' ? 'es-US' : 'en';
}
