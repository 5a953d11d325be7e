import { htmlLang, intlLocale, keepLocale, type AppLocale } from './locale';
import { i18n, type Messages } from './runtime';

/**
 * A translated locale's traveller catalog: one dynamic import each, so only that language's
 * visitors download it. English has none: its text is in the code (build/lingui.ts).
 */
const catalogs: Record<Exclude<AppLocale, 'en'>, () => Promise<{ messages: Messages }>> = {
  'es-US': () => import('../../locales/es-US/traveller.po'),
  pseudo: () => import('../../locales/pseudo/traveller.po'),
};

/** English, at once and without a download: what the app renders before anything else. */
export function activateEnglish(): void {
  i18n.loadAndActivate({ locale: 'en', locales: ['en-US'], messages: {} });
  document.documentElement.lang = 'en';
}

/**
 * Loads a locale's catalog and makes it the active one. Every component that reads messages
 * re-renders in place (I18nProvider): nothing reloads or remounts, typed text stays.
 */
export async function activateLocale(locale: AppLocale): Promise<void> {
  if (locale === 'en') {
    activateEnglish();
  } else {
    const { messages } = await catalogs[locale]();
    i18n.loadAndActivate({ locale, locales: [intlLocale(locale)], messages });
    document.documentElement.lang = htmlLang(locale);
  }
}

/** The visitor's switch: the new language now, and kept for the next visit. */
export async function switchLocale(locale: AppLocale): Promise<void> {
  keepLocale(locale);
  await activateLocale(locale);
}
