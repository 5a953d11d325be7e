import { aboutMiles } from '@/features/tripPlan/tripMiles';
import { formatPhone, plural } from '@/lib/format';
import type { CalendarTrip } from './ics';
import { dayDate, sheetLegs } from './sheetDays';
import type { TripSheet } from './sheetLink';

/** "Choir tour" or "Spokane, WA to Seattle, WA": what the sheet and its calendar event are called. */
export function sheetTitle(sheet: TripSheet): string {
  return sheet.name || `${sheet.origin.name} to ${sheet.destination.name}`;
}

/** The places in travel order, and back for a round trip. */
export function placesText(sheet: TripSheet): string {
  const names = [sheet.origin, ...sheet.stops, sheet.destination].map((place) => place.name);
  return `${names.join('; ')}${sheet.roundTrip ? `; back to ${sheet.origin.name}` : ''}`;
}

/** "Sat, Jun 14, 2099 to Sun, Jun 15, 2099", one date for a same-day trip, '' without dates. */
export function datesText(sheet: TripSheet): string {
  const first = dayDate(sheet, 1);
  if (!first) return '';
  return sheet.days > 1 ? `${first} to ${dayDate(sheet, sheet.days)}` : first;
}

/** The calendar event: all-day over the trip's dates, the places, the legs, the quote number. */
export function calendarTripOf(sheet: TripSheet, url: string): CalendarTrip {
  const legs = sheetLegs(sheet).map(
    (leg) => `Day ${leg.day}: ${leg.from} to ${leg.to}, ${aboutMiles(leg.miles)}`,
  );
  const companies = sheet.companies.map((company) =>
    [company.name, company.city, company.phone && formatPhone(company.phone)]
      .filter(Boolean)
      .join(', '),
  );
  const lines = [
    `${sheet.people} ${plural(sheet.people, 'person', 'people')}, ${sheet.days} ${plural(sheet.days, 'day')}.`,
    ...legs,
    ...(companies.length > 0
      ? [`Bus companies, as the link's sender shared them: ${companies.join('; ')}`]
      : []),
    ...(sheet.quoteNumber ? [`Quote number: ${sheet.quoteNumber}`] : []),
  ];
  return {
    title: sheetTitle(sheet),
    firstDay: sheet.departureDate,
    // The link's own dates (readSheetLink holds its days to them).
    lastDay: sheet.returnDate || sheet.departureDate,
    location: placesText(sheet),
    description: lines.join('\n'),
    url,
  };
}
