import { addDays } from '@/features/tripPlan/tripDays';
import { greatCircleMiles, legPoints, ROAD_FACTOR, tripMiles } from '@/features/tripPlan/tripMiles';
import { AVERAGE_SPEED_MPH, planLegDays, type DrivingInputs } from '@/features/tripPlan/drivingDay';
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
 * Each leg with its day, road miles and driving hours: the plan's days as the link carries them
 * (the days the planner and the estimate show), else the default days (drivingDay.ts).
 */
export function sheetLegs(sheet: TripSheet): SheetLeg[] {
  const legDays = planLegDays(sheetTrip(sheet));
  return sheetLegPoints(sheet).map(([from, to], index) => {
    const miles = greatCircleMiles(from, to) * ROAD_FACTOR;
    return {
      day: legDays[index] ?? 1,
      from: from.name,
      to: to.name,
      miles,
      hours: miles / AVERAGE_SPEED_MPH,
    };
  });
}

/**
 * "Sat, Jun 14, 2099" ("sáb, 14 jun 2099" in Spanish) for a day of the trip, in the visitor's
 * language at the moment it is called; '' without a departure date.
 */
export function dayDate(sheet: TripSheet, day: number): string {
  const date = sheet.departureDate ? addDays(sheet.departureDate, day - 1) : '';
  if (!date) return '';
  // At noon UTC, read in UTC: the calendar date as written, wherever the reader is.
  return dateTimeFormat(intlLocale(i18n.locale as AppLocale), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}
