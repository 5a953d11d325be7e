import fc from 'fast-check';
import ICAL from 'ical.js';
import { tripCalendar, type CalendarTrip } from '@/features/tripSheet/ics';
import { readSheetLink, writeSheetLink, type TripSheet } from '@/features/tripSheet/sheetLink';
import { calendarTripOf } from '@/features/tripSheet/sheetText';

/**
 * What the time-zone tests run in a child process of the zone (inZone.ts): the code under test
 * reads the zone there as it would in a visitor's browser.
 */

/** The .ics text of each trip. */
export function calendarsOf(trips: CalendarTrip[], now: number): string[] {
  return trips.map((trip) => tripCalendar(trip, new Date(now)));
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** 1970-01-01 to 9999-12-31, the days of a date a link may hold. */
const LAST_DAY = Date.UTC(9999, 11, 31) / DAY_MS;

const BASE: TripSheet = {
  name: '',
  origin: { name: 'Spokane, WA', latitude: 47.6588, longitude: -117.426 },
  destination: { name: 'Seattle, WA', latitude: 47.61, longitude: -122.33 },
  stops: [],
  departureDate: '',
  returnDate: '',
  roundTrip: true,
  people: 40,
  days: 1,
  costs: '',
  companies: [],
  quoteNumber: '',
};

/** A sheet with any dates a link may hold: 1 to 14 days, a same-day trip with or without return. */
export const datedSheet = fc
  .record({
    first: fc.integer({ min: 0, max: LAST_DAY - 14 }),
    days: fc.integer({ min: 1, max: 14 }),
    sameDayReturn: fc.boolean(),
  })
  .map(({ first, days, sameDayReturn }) => ({
    ...BASE,
    departureDate: isoDay(first),
    returnDate: days > 1 || sameDayReturn ? isoDay(first + days - 1) : '',
    days,
  }));

const dateOf = (time: ICAL.Time) => time.toString();

/**
 * The property "the .ics dates match the link's dates", checked with fast-check here (so in the
 * zone of this process): the link written, read back, made into a calendar file and parsed by
 * ical.js has its first day on the departure, and ends (exclusively) the day after the return,
 * counted by ical.js's own date arithmetic. Returns fast-check's report in words, '' when it held.
 */
export function icsDatesProperty(seed: number, numRuns: number): string {
  const result = fc.check(
    fc.property(datedSheet, (sheet) => {
      const read = readSheetLink(new URLSearchParams(writeSheetLink(sheet).split('#')[1]));
      if (read.kind !== 'sheet') return false;
      const trip = calendarTripOf(read.sheet, 'https://example.com/trip');
      const parsed = new ICAL.Component(ICAL.parse(tripCalendar(trip)) as unknown[]);
      const vevent = parsed.getFirstSubcomponent('vevent');
      if (!vevent) return false;
      const event = new ICAL.Event(vevent);
      const lastDay = event.endDate.clone();
      lastDay.adjust(-1, 0, 0, 0);
      return (
        event.startDate.isDate &&
        event.endDate.isDate &&
        dateOf(event.startDate) === sheet.departureDate &&
        dateOf(lastDay) === (sheet.returnDate || sheet.departureDate) &&
        event.endDate.subtractDate(event.startDate).toSeconds() === sheet.days * 86400
      );
    }),
    { seed, numRuns },
  );
  return result.failed ? (fc.defaultReportMessage(result) ?? 'failed') : '';
}
