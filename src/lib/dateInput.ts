import moment from 'moment';

/**
 * Dates people type (a departure date, a report range), parsed and compared with moment: the
 * only module that imports it, so it loads with the forms that check such dates and the date
 * library can change in one place. Showing a date needs none of it (lib/dates.ts).
 */

/** Whether the value is a real YYYY-MM-DD day (02/30 is not). */
export function isValidIsoDate(value: string): boolean {
  return moment(value, 'YYYY-MM-DD', true).isValid();
}

/** Whether the YYYY-MM-DD day is before today, in the visitor's time zone. */
export function isBeforeToday(value: string): boolean {
  const parsed = moment(value, 'YYYY-MM-DD', true);
  return parsed.isValid() && parsed.isBefore(moment().startOf('day'));
}
