import { intlLocale, type AppLocale } from './locale';
import { dateTimeFormat, formatWhole } from './intl';

/**
 * Dates and numbers in the visitor's language through Intl (es-US: "sábado, 12 de diciembre de
 * 2026", "1,290"). Money needs nothing here: Intl's es-US writes dollars as en-US does ($1,290),
 * which lib/money writes without Intl.
 */
export function formatLongDate(date: Date, locale: AppLocale): string {
  return dateTimeFormat(intlLocale(locale), { dateStyle: 'full' }).format(date);
}

export function formatNumber(value: number, locale: AppLocale): string {
  return formatWhole(intlLocale(locale), value);
}
