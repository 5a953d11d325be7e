import { plural, t } from '@lingui/core/macro';
import { aboutMiles } from '@/features/tripPlan/tripMiles';
import { formatPhone } from '@/lib/format';
import { i18n } from '@/lib/i18n/runtime';
import { dayCount } from '@/lib/i18n/units';
import type { CalendarTrip } from './ics';
import { dayDate, sheetLegs, spanishDayRange } from './sheetDays';
import type { TripSheet } from './sheetLink';

/*
 * The sheet's texts in the visitor's language at the moment they are made (`t` reads the active
 * language): the page re-renders them on a switch, and the calendar file is written in the
 * language of the click that asks for it.
 */

/** "12 people", "1 person" ("12 personas"). */
export function peopleCount(count: number): string {
  return plural(count, { one: '# person', other: '# people' });
}

/** "Choir tour" or "Spokane, WA to Seattle, WA": what the sheet and its calendar event are called. */
export function sheetTitle(sheet: TripSheet): string {
  const from = sheet.origin.name;
  const to = sheet.destination.name;
  return sheet.name || t`${from} to ${to}`;
}

/** The places in travel order, and back for a round trip. */
export function placesText(sheet: TripSheet): string {
  const places = [sheet.origin, ...sheet.stops, sheet.destination]
    .map((place) => place.name)
    .join('; ');
  const origin = sheet.origin.name;
  return sheet.roundTrip ? t`${places}; back to ${origin}` : places;
}

/** "Sat, Jun 14, 2099 to Sun, Jun 15, 2099", one date for a same-day trip, '' without dates. */
export function datesText(sheet: TripSheet): string {
  const first = dayDate(sheet, 1);
  if (!first) return '';
  const last = dayDate(sheet, sheet.days);
  if (sheet.days <= 1) return first;
  return spanishDayRange(sheet) ?? t`${first} to ${last}`;
}

/** The calendar event: all-day over the trip's dates, the places, the legs, the quote number. */
export function calendarTripOf(sheet: TripSheet, url: string): CalendarTrip {
  const legs = sheetLegs(sheet).map(({ day, from, to, miles }) => {
    const about = aboutMiles(miles);
    return t`Day ${day}: ${from} to ${to}, ${about}`;
  });
  const companies = sheet.companies
    .map((company) =>
      [company.name, company.city, company.phone && formatPhone(company.phone)]
        .filter(Boolean)
        .join(', '),
    )
    .join('; ');
  const people = peopleCount(sheet.people);
  const days = dayCount(sheet.days);
  const quoteNumber = sheet.quoteNumber;
  const lines = [
    t`${people}, ${days}.`,
    ...legs,
    ...(companies ? [t`Bus companies, as the link's sender shared them: ${companies}`] : []),
    ...(quoteNumber ? [t`Quote number: ${quoteNumber}`] : []),
  ];
  return {
    title: sheetTitle(sheet),
    firstDay: sheet.departureDate,
    // The link's own dates (readSheetLink holds its days to them).
    lastDay: sheet.returnDate || sheet.departureDate,
    location: placesText(sheet),
    description: lines.join('\n'),
    url,
    ...(i18n.locale === 'es-US' ? { language: 'es-US' } : {}),
  };
}
