import { showWithCatalog } from './areas';
import { htmlLang, intlLocale, keepLocale, type AppLocale } from './locale';
import { i18n } from './runtime';

/** English, at once and without a download: what the app renders before anything else. */
export function activateEnglish(): void {
  // Any other language still on its way is dropped (showWithCatalog shows only the last asked).
  void showWithCatalog('en', () => {
    i18n.loadAndActivate({ locale: 'en', locales: ['en-US'], messages: {} });
    document.documentElement.lang = 'en';
  });
}

/**
 * Loads a locale's catalog, each area the page has used so far (lib/i18n/areas.ts), and makes
 * it the active one. Every component that reads messages re-renders in place (I18nProvider):
 * nothing reloads or remounts, typed text stays. English has no catalog: its text is the code's
 * (build/lingui.ts). A language chosen meanwhile wins.
 */
export async function activateLocale(locale: AppLocale): Promise<void> {
  if (locale === 'en') {
    activateEnglish();
    return;
  }
  await showWithCatalog(locale, (messages) => {
    i18n.loadAndActivate({ locale, locales: [intlLocale(locale)], messages });
    document.documentElement.lang = htmlLang(locale);
  });
}

/** The visitor's switch: the new language now, and kept for the next visit. */
export async function switchLocale(locale: AppLocale): Promise<void> {
  keepLocale(locale);
  await activateLocale(locale);
}
