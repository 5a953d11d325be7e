import { addDays } from '@/features/tripPlan/tripDays';
import { greatCircleMiles, legPoints, tripMiles } from '@/features/tripPlan/tripMiles';
import { drivingLegs, type DrivingInputs } from '@/features/tripPlan/drivingDay';
import { i18n } from '@/lib/i18n/runtime';
import { intlLocale, type AppLocale } from '@/lib/i18n/locale';
import type { TripSheet } from './sheetLink';
import { dateTimeFormat } from '@/lib/i18n/intl';

export interface SheetLeg {
  /** 1 = the departure date. */
  day: number;
  from: string;
  to: string;
  miles: number;
  hours: number;
}

const sheetLegPoints = (sheet: TripSheet) =>
  legPoints(sheet.origin, sheet.stops, sheet.destination, sheet.roundTrip);

/** The sheet's legs in straight-line miles, in order (the planner's measure). */
export function sheetLegMiles(sheet: TripSheet): number[] {
  return sheetLegPoints(sheet).map(([from, to]) => greatCircleMiles(from, to));
}

/** The sheet's trip as the driving check reads it: its own legs, their days, its wait. */
export function sheetTrip(sheet: TripSheet): DrivingInputs {
  const legs = sheetLegMiles(sheet);
  return {
    days: sheet.days,
    miles: tripMiles(legs),
    legs,
    roundTrip: sheet.roundTrip,
    legDays: sheet.legDays,
    destinationHours: sheet.destinationHours,
  };
}

/**
 * Each leg with its day, road miles and its share of the day's driving hours (drivingDay.ts
 * drivingLegs: a day's legs add up to the hours its warning reads): the plan's days as the link
 * carries them (the days the planner and the estimate show), else the default days.
 */
export function sheetLegs(sheet: TripSheet): SheetLeg[] {
  const legs = drivingLegs(sheetTrip(sheet));
  return sheetLegPoints(sheet).map(([from, to], index) => ({
    day: legs[index]?.day ?? 1,
    from: from.name,
    to: to.name,
    miles: legs[index]?.miles ?? 0,
    hours: legs[index]?.hours ?? 0,
  }));
}

/**
 * "Sat, Jun 14, 2099" ("sáb, 14 jun 2099" in Spanish) for a day of the trip, in the visitor's
 * language at the moment it is called; '' without a departure date.
 */
export function dayDate(sheet: TripSheet, day: number): string {
  const date = dayOf(sheet, day);
  return date ? dayFormat().format(date) : '';
}

/**
 * The trip's first to last day as Spanish writes a range ("dom, 14 de jun – lun, 15 de jun de
 * 2099": Intl's formatRange, the year once), or null where the sheet's own sentence is used
 * (English keeps "Sun, Jun 14, 2099 to Mon, Jun 15, 2099"), or there are no dates.
 */
export function spanishDayRange(sheet: TripSheet): string | null {
  const first = dayOf(sheet, 1);
  const last = dayOf(sheet, sheet.days);
  if (!first || !last || intlLocale(i18n.locale as AppLocale) !== 'es-US') return null;
  return dayFormat().formatRange(first, last);
}

/** A day of the trip at noon UTC, read in UTC: the calendar date as written, wherever the reader is. */
function dayOf(sheet: TripSheet, day: number): Date | null {
  const date = sheet.departureDate ? addDays(sheet.departureDate, day - 1) : '';
  return date ? new Date(`${date}T12:00:00Z`) : null;
}

function dayFormat(): Intl.DateTimeFormat {
  return dateTimeFormat(intlLocale(i18n.locale as AppLocale), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
