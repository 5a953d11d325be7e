import { addDays } from '@/features/tripPlan/tripDays';
import { greatCircleMiles, ROAD_FACTOR } from '@/features/tripPlan/tripMiles';
import { AVERAGE_SPEED_MPH } from '@/features/tripPlan/drivingDay';
import type { SheetPlace, TripSheet } from './sheetLink';

export interface SheetLeg {
  /** 1 = the departure date. */
  day: number;
  from: string;
  to: string;
  miles: number;
  hours: number;
}

/** The sheet's legs in straight-line miles, in order (the planner's measure). */
export function sheetLegMiles(sheet: TripSheet): number[] {
  return legPlaces(sheet).map(([from, to]) => greatCircleMiles(from, to));
}

function legPlaces(sheet: TripSheet): [SheetPlace, SheetPlace][] {
  const points = [
    sheet.origin,
    ...sheet.stops,
    sheet.destination,
    ...(sheet.roundTrip ? [sheet.origin] : []),
  ];
  return points.slice(1).map((point, index) => [points[index] ?? point, point]);
}

/**
 * Each leg with its day, road miles and driving hours, split as the driving check splits them
 * (drivingDay.ts): the way out on the first day, the way back on the last (a same-day trip drives
 * both that day). Road miles as the planner and the map measure them.
 */
export function sheetLegs(sheet: TripSheet): SheetLeg[] {
  const places = legPlaces(sheet);
  return places.map(([from, to], index) => {
    const back = sheet.roundTrip && index === places.length - 1;
    const miles = greatCircleMiles(from, to) * ROAD_FACTOR;
    return {
      day: back && sheet.days > 1 ? sheet.days : 1,
      from: from.name,
      to: to.name,
      miles,
      hours: miles / AVERAGE_SPEED_MPH,
    };
  });
}

/** "Sat, Jun 14, 2099" for a day of the trip, '' without a departure date. */
export function dayDate(sheet: TripSheet, day: number): string {
  const date = sheet.departureDate ? addDays(sheet.departureDate, day - 1) : '';
  if (!date) return '';
  // At noon UTC, read in UTC: the calendar date as written, wherever the reader is.
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
