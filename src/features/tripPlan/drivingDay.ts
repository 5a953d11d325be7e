import { plural } from '@/lib/format';
import { ROAD_FACTOR } from './tripMiles';

/**
 * The driver's legal day (issue 34). FMCSA's hours-of-service rules for drivers of
 * passenger-carrying vehicles, 49 CFR 395.5(a): (1) no more than 10 hours of driving after 8
 * consecutive hours off duty; (2) no driving after 15 hours on duty. A relief driver on board is
 * on duty too (395.2: all time in the vehicle other than a sleeper berth, which coaches lack),
 * so two drivers take turns within one 15-hour day. docs/all-in-estimate.md says the same.
 */
export const DRIVING_LIMIT_HOURS = 10;
export const ON_DUTY_LIMIT_HOURS = 15;
export const RULE = '49 CFR 395.5';

/**
 * A motorcoach's planning average over a day's legs: below highway limits, for towns, traffic and
 * rest stops (a planning assumption, not a measurement).
 */
export const AVERAGE_SPEED_MPH = 50;

export interface DrivingDay {
  /** 1 = the departure date. */
  day: number;
  miles: number;
  hours: number;
}

export interface DrivingInputs {
  /** Days of the trip (the estimate's). */
  days: number;
  /** Total miles (the estimate's: the plan's, or typed by hand). */
  miles: number;
  /** The plan's straight-line legs in order (measurePlan), null without a plan. */
  legs: readonly number[] | null;
  roundTrip: boolean;
}

/**
 * Each driving day's miles and hours. The way out (every leg to the destination) is driven on
 * the first day and the way back on the last; a same-day trip drives both that day. Without a
 * plan's legs a round trip's miles are half out, half back. The plan's legs are scaled to the
 * estimate's miles, so miles typed by hand are spread as the plan's legs lie.
 */
export function drivingDays({ days, miles, legs, roundTrip }: DrivingInputs): DrivingDay[] {
  const road = legs?.map((leg) => leg * ROAD_FACTOR) ?? (roundTrip ? [1, 1] : [1]);
  const sum = road.reduce((total, leg) => total + leg, 0);
  const scale = sum > 0 ? miles / sum : 0;
  const back = roundTrip ? (road[road.length - 1] ?? 0) * scale : 0;
  const out = miles - back;
  const list =
    days <= 1 || back === 0
      ? [{ day: 1, miles }]
      : [
          { day: 1, miles: out },
          { day: days, miles: back },
        ];
  return list
    .filter((item) => item.miles > 0)
    .map((item) => ({ ...item, hours: item.miles / AVERAGE_SPEED_MPH }));
}

/** The most a day may drive: 10 hours for one driver; 15 on duty for two taking turns. */
export const dayLimit = (relief: boolean) => (relief ? ON_DUTY_LIMIT_HOURS : DRIVING_LIMIT_HOURS);

/** The days over the limit for one driver, or for two with a relief driver. */
export function overLimit(days: readonly DrivingDay[], relief: boolean): DrivingDay[] {
  return days.filter((item) => item.hours > dayLimit(relief));
}

/** Hours to the half hour: "5.5 hours", "1 hour". */
export function hoursText(hours: number): string {
  const rounded = Math.max(0.5, Math.round(hours * 2) / 2);
  return `${rounded.toLocaleString('en-US')} ${plural(rounded, 'hour')}`;
}

/** "Day 1: about 6 hours of driving (300 miles)". */
export function drivingDayText(item: DrivingDay): string {
  const miles = Math.round(item.miles).toLocaleString('en-US');
  return `Day ${item.day}: about ${hoursText(item.hours)} of driving (${miles} ${plural(Math.round(item.miles), 'mile')})`;
}

/** How the hours were split, said once. */
export function splitText(days: number, roundTrip: boolean): string {
  const speed = `at an average of ${AVERAGE_SPEED_MPH} mph`;
  if (days <= 1) return `Driving hours ${speed}, every leg on the one day.`;
  return roundTrip
    ? `Driving hours ${speed}: the way out on the first day, the way back on the last.`
    : `Driving hours ${speed}: every leg on the first day.`;
}

/** A day more fixes a same-day round trip: the way back moves to the next day. */
export const dayFixes = (trip: DrivingInputs) => trip.days <= 1 && trip.roundTrip;

/**
 * The plain words for days one driver may not legally drive, with what fixes them; null when
 * every day is within the limit.
 */
export function limitText(
  days: readonly DrivingDay[],
  relief: boolean,
  addDay: boolean,
): string | null {
  const over = overLimit(days, relief);
  const first = over[0];
  if (!first) return null;
  const which = over.map((item) => `day ${item.day}`).join(' and ');
  if (relief) {
    const fix = addDay ? 'Add a day to the trip.' : 'Plan a night on the way.';
    return `Too long for one day even with a relief driver: ${which} needs about ${hoursText(first.hours)} at the wheel, and no driver may drive after ${ON_DUTY_LIMIT_HOURS} hours on duty (${RULE}). ${fix}`;
  }
  const fixes = addDay
    ? 'Add a day to the trip, or add a relief driver.'
    : 'Add a relief driver, or plan a night on the way.';
  return `One driver may not drive this: ${which} needs about ${hoursText(first.hours)} at the wheel, and a driver may drive at most ${DRIVING_LIMIT_HOURS} hours after 8 hours off duty (${RULE}). ${fixes}`;
}
