import { TRIP_LIMITS } from '@/config/tripLimits';
import { ROAD_FACTOR } from './tripMiles';

/**
 * The driver's legal day (issues 34, 39). FMCSA's hours-of-service rules for drivers of
 * passenger-carrying vehicles, 49 CFR 395.5(a): (1) no more than 10 hours of driving after 8
 * consecutive hours off duty; (2) no driving after 15 hours on duty. On duty is all time at work
 * (395.2): a driver who waits with the bus at the destination is on duty, and so is a relief
 * driver on board (coaches have no sleeper berth), so two drivers take turns within one 15-hour
 * day. docs/all-in-estimate.md says the same.
 */
export const DRIVING_LIMIT_HOURS = 10;
export const ON_DUTY_LIMIT_HOURS = 15;
export const RULE = '49 CFR 395.5';

/**
 * A motorcoach's planning average over a day's legs: below highway limits, for towns, traffic and
 * rest stops (a planning assumption, not a measurement).
 */
export const AVERAGE_SPEED_MPH = 50;

/**
 * The group's time at the destination on a day the bus arrives and leaves again, until the
 * traveller says otherwise: a planning figure (a game, a museum, a half-day event).
 */
export const DEFAULT_DESTINATION_HOURS = 4;

/** The longest trip, and the most hours at the destination (config/tripLimits.ts). */
export const MAX_TRIP_DAYS = TRIP_LIMITS.days.max;
export const MAX_DESTINATION_HOURS = TRIP_LIMITS.destinationHours.max;

export interface DrivingInputs {
  /** Days of the trip (the estimate's). */
  days: number;
  /** Total miles (the estimate's: the plan's, or typed by hand). */
  miles: number;
  /** The plan's straight-line legs in order (measurePlan), null without a plan. */
  legs: readonly number[] | null;
  roundTrip: boolean;
  /** The day of each leg as the traveller set it; absent, or not fitting the days: the default. */
  legDays?: readonly number[];
  /** Hours at the destination; absent: DEFAULT_DESTINATION_HOURS. */
  destinationHours?: number;
}

/** A leg on its day: its road miles and its share of the day's driving hours. */
export interface DrivingLeg {
  /** 1 = the departure date. */
  day: number;
  miles: number;
  /** Its share of its day's hours: a day's legs add up to the day's figure (DrivingDay.hours). */
  hours: number;
}

export interface DrivingDay {
  /** 1 = the departure date. */
  day: number;
  miles: number;
  /** Driving hours (drivingHours): the one figure the flag, its sentence and the legs use. */
  hours: number;
  /** Hours waited with the bus at the destination (a day it arrives and leaves again), else 0. */
  waiting: number;
  /** Driving plus waiting. */
  onDuty: number;
}

export const toHalfHour = (hours: number) => Math.round(hours * 2) / 2;

/**
 * The driving hours of `miles` at the planning average, to the half hour and at least half an
 * hour for any driving: the one rounding of the rule, and of every figure that shows it.
 */
export const drivingHours = (miles: number) =>
  miles > 0 ? Math.max(0.5, toHalfHour(miles / AVERAGE_SPEED_MPH)) : 0;

/**
 * Each leg's road miles, the plan's legs scaled to the estimate's miles (so miles typed by hand
 * are spread as the plan's legs lie). Without a plan's legs: one leg, or half out, half back.
 */
export function roadLegs({ miles, legs, roundTrip }: DrivingInputs): number[] {
  const road = legs?.map((leg) => leg * ROAD_FACTOR) ?? (roundTrip ? [1, 1] : [1]);
  const sum = road.reduce((total, leg) => total + leg, 0);
  const scale = miles / sum;
  // Legs of no length (a plan that ends where it starts) share the typed miles evenly.
  if (!Number.isFinite(scale)) return road.map(() => miles / road.length);
  return road.map((leg) => leg * scale);
}

/**
 * The default days of the legs: in order from the departure date, a day taking legs while they
 * stay within one driver's 10 hours; a round trip's way back on the last day, which the others
 * leave free. A one-way trip drives on its departure date, and on the next days only for legs
 * past a driver's day. A leg longer than a day alone still has a day: the check flags it.
 */
export function defaultLegDays(
  legHours: readonly number[],
  days: number,
  roundTrip: boolean,
): number[] {
  const last = Math.max(1, days);
  const lastForOthers = roundTrip ? Math.max(1, last - 1) : last;
  let day = 1;
  let driven = 0;
  return legHours.map((hours, index) => {
    if (roundTrip && index === legHours.length - 1) return last;
    if (driven > 0 && driven + hours > DRIVING_LIMIT_HOURS && day < lastForOthers) {
      day += 1;
      driven = 0;
    }
    driven += hours;
    return day;
  });
}

/** Legs' days that a trip of `days` can hold: one a leg, in order, each within the trip. */
export function fitsDays(legDays: readonly number[], legCount: number, days: number): boolean {
  return (
    legDays.length === legCount &&
    legDays.every(
      (day, index) =>
        Number.isInteger(day) && day >= 1 && day <= days && day >= (legDays[index - 1] ?? 1),
    )
  );
}

/** The default days of a trip's legs (defaultLegDays, over its legs' hours). */
const defaultDaysOf = (trip: DrivingInputs) =>
  defaultLegDays(
    roadLegs(trip).map((miles) => miles / AVERAGE_SPEED_MPH),
    trip.days,
    trip.roundTrip,
  );

/** The day of each leg: the traveller's while they fit the trip, else the default. */
export function planLegDays(trip: DrivingInputs): number[] {
  const chosen = trip.legDays;
  if (chosen && fitsDays(chosen, roadLegs(trip).length, trip.days)) return [...chosen];
  return defaultDaysOf(trip);
}

/**
 * The legs' days a plan keeps: only when they differ from the default (the address stays as
 * short as before, and a default follows the trip when its days change).
 */
export function chosenDays(trip: DrivingInputs): { legDays?: number[] } {
  const legDays = planLegDays(trip);
  return legDays.join() === defaultDaysOf(trip).join() ? {} : { legDays };
}

/**
 * Each leg on its day, with its road miles and its share of the day's hours: the hours of the
 * day's miles so far, less those of the legs before it, so the legs of a day add up to the day's
 * hours (two 260-mile legs read 5 and 5.5 hours: the day's 10.5).
 */
export function drivingLegs(trip: DrivingInputs): DrivingLeg[] {
  const legDays = planLegDays(trip);
  const soFar = new Map<number, number>();
  return roadLegs(trip).map((miles, index) => {
    const day = legDays[index] ?? 1;
    const before = soFar.get(day) ?? 0;
    soFar.set(day, before + miles);
    return { day, miles, hours: drivingHours(before + miles) - drivingHours(before) };
  });
}

/**
 * Each driving day's miles and hours. On a round trip whose arrival and way back share a day, the
 * driver waits with the bus there, on duty, for the group's hours at the destination.
 */
export function drivingDays(trip: DrivingInputs): DrivingDay[] {
  const legs = drivingLegs(trip);
  const count = legs.length;
  const waitDay =
    trip.roundTrip && count >= 2 && legs[count - 2]?.day === legs[count - 1]?.day
      ? legs[count - 1]?.day
      : undefined;
  const waiting = toHalfHour(trip.destinationHours ?? DEFAULT_DESTINATION_HOURS);
  const milesByDay = new Map<number, number>();
  for (const leg of legs) milesByDay.set(leg.day, (milesByDay.get(leg.day) ?? 0) + leg.miles);
  return [...milesByDay]
    .filter(([, miles]) => miles > 0)
    .sort(([a], [b]) => a - b)
    .map(([day, miles]) => {
      const hours = drivingHours(miles);
      const waited = day === waitDay ? waiting : 0;
      return { day, miles, hours, waiting: waited, onDuty: hours + waited };
    });
}

/**
 * A day no driver may drive as planned: past 15 hours on duty, or, for one driver, past 10 hours
 * of driving. Two drivers share the driving, each within 10, inside the same 15 hours on duty.
 */
export const isOverLimit = (day: DrivingDay, relief: boolean) =>
  day.onDuty > ON_DUTY_LIMIT_HOURS || (!relief && day.hours > DRIVING_LIMIT_HOURS);

export function overLimit(days: readonly DrivingDay[], relief: boolean): DrivingDay[] {
  return days.filter((day) => isOverLimit(day, relief));
}

/** The same trip a day longer, its legs on their default days again. */
export const withDayAdded = (trip: DrivingInputs): DrivingInputs => ({
  ...trip,
  days: trip.days + 1,
  legDays: undefined,
});

/** The fixes that leave no day over the limit, each alone; none when no day is over. */
export interface TripFixes {
  relief: boolean;
  day: boolean;
}

export function tripFixes(trip: DrivingInputs, relief: boolean): TripFixes {
  const clear = (next: DrivingInputs, withRelief: boolean) =>
    overLimit(drivingDays(next), withRelief).length === 0;
  if (clear(trip, relief)) return { relief: false, day: false };
  return {
    relief: !relief && clear(trip, true),
    day: trip.days < MAX_TRIP_DAYS && clear(withDayAdded(trip), relief),
  };
}

/**
 * A leg moved to another day: the legs before it that would come later move with it to that
 * day, and so do the legs after it that would come earlier, so the legs stay in travel order.
 */
export function moveLeg(legDays: readonly number[], leg: number, day: number): number[] {
  return legDays.map((current, index) => {
    if (index === leg) return day;
    return index < leg ? Math.min(current, day) : Math.max(current, day);
  });
}
