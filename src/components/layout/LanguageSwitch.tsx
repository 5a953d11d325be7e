import { useLingui } from '@lingui/react/macro';
import { switchLocale } from '@/lib/i18n/activate';
import { LOCALES, type AppLocale } from '@/lib/i18n/locale';
import { notify } from '@/lib/notify';

/** Each language's name in its own language, read out in it (`lang`): not a message. */
const NAMES: Record<(typeof LOCALES)[number], { name: string; lang: string }> = {
  en: { name: 'English', lang: 'en' },
  'es-US': { name: 'Español', lang: 'es' },
};

/**
 * "English | Español": the visitor's language, switched in place (no reload, typed text stays)
 * and kept for the next visit. Buttons, so a keyboard reaches them; the current one is pressed.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { i18n, t } = useLingui();
  const current = i18n.locale as AppLocale;
  const choose = (locale: AppLocale) => {
    if (locale === current) return;
    switchLocale(locale).catch(() =>
      notify('error', t`The language could not be changed. Please check your connection.`),
    );
  };
  return (
    <div role="group" aria-label={t`Language`} className={`language-switch ${className}`}>
      {LOCALES.map((locale, index) => (
        <span key={locale}>
          {index > 0 && <span aria-hidden="true"> | </span>}
          <button
            type="button"
            lang={NAMES[locale].lang}
            aria-pressed={locale === current}
            className="btn btn-link btn-sm p-0 align-baseline language-switch-option"
            onClick={() => choose(locale)}
          >
            {NAMES[locale].name}
          </button>
        </span>
      ))}
    </div>
  );
}
