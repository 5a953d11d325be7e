import moment from 'moment';
import { i18n } from './i18n/runtime';

/**
 * Dates people type (a departure date, a report range), parsed and compared with moment: the
 * only module that imports it, so it loads with the forms that check such dates and the date
 * library can change in one place. Showing a date needs none of it (lib/dates.ts).
 */

/**
 * moment speaks the visitor's language wherever it is loaded: its 'es' locale comes with a
 * Spanish visit only (dist/locale/es: the same moment module as the app's, not a second copy).
 * What moment does here (strict YYYY-MM-DD parsing) reads no locale: this is for any moment
 * format a screen shows later.
 */
function followLanguage(): void {
  const wanted = (): string => (i18n.locale === 'es-US' ? 'es' : 'en');
  moment.locale('en');
  if (wanted() === 'es') {
    // Loading 'es' makes it moment's language (defineLocale does): the language of the moment it
    // arrives is set again, so a switch back to English meanwhile stays English.
    void import('moment/dist/locale/es').then(() => moment.locale(wanted()));
  }
}
followLanguage();
i18n.on('change', followLanguage);

/** Whether the value is a real YYYY-MM-DD day (02/30 is not). */
export function isValidIsoDate(value: string): boolean {
  return moment(value, 'YYYY-MM-DD', true).isValid();
}

/** Whether the YYYY-MM-DD day is before today, in the visitor's time zone. */
export function isBeforeToday(value: string): boolean {
  const parsed = moment(value, 'YYYY-MM-DD', true);
  return parsed.isValid() && parsed.isBefore(moment().startOf('day'));
}
