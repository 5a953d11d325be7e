import { plural } from '@/lib/format';
import {
  AVERAGE_SPEED_MPH,
  DRIVING_LIMIT_HOURS,
  ON_DUTY_LIMIT_HOURS,
  overLimit,
  RULE,
  type DrivingDay,
  type TripFixes,
} from './drivingDay';

/** Hours to the half hour: "5.5 hours", "1 hour" (at least half an hour). */
export function hoursText(hours: number): string {
  const rounded = Math.max(0.5, Math.round(hours * 2) / 2);
  return `${rounded.toLocaleString('en-US')} ${plural(rounded, 'hour')}`;
}

/**
 * "Day 1: about 6 hours of driving (300 miles)", and with a wait at the destination ", 10 hours
 * on duty with 4 hours at the destination".
 */
export function drivingDayText(item: DrivingDay): string {
  const miles = Math.round(item.miles);
  const driving = `Day ${item.day}: about ${hoursText(item.hours)} of driving (${miles.toLocaleString('en-US')} ${plural(miles, 'mile')})`;
  return item.waiting > 0
    ? `${driving}, ${hoursText(item.onDuty)} on duty with ${hoursText(item.waiting)} at the destination`
    : driving;
}

/** How the hours were made, said once. */
export function splitText(days: number): string {
  const speed = `Driving hours at an average of ${AVERAGE_SPEED_MPH} mph`;
  return days <= 1 ? `${speed}, every leg on the one day.` : `${speed}, each leg on its day.`;
}

/** What the fixes that work say; when none does, what does. */
function fixText(fixes: TripFixes): string {
  if (fixes.day && fixes.relief) return 'Add a day to the trip, or add a relief driver.';
  if (fixes.day) return 'Add a day to the trip.';
  if (fixes.relief) return 'Add a relief driver.';
  return 'Plan a night on the way.';
}

/**
 * The plain words for days no driver may drive as planned, with what fixes them; null when every
 * day is within the rule. The hours said are the ones the flag read (DrivingDay's half hours).
 */
export function limitText(
  days: readonly DrivingDay[],
  relief: boolean,
  fixes: TripFixes,
): string | null {
  const over = overLimit(days, relief);
  const onDutyOver = over.filter((day) => day.onDuty > ON_DUTY_LIMIT_HOURS);
  const named = onDutyOver.length > 0 ? onDutyOver : over;
  const first = named[0];
  if (!first) return null;
  const which = named.map((item) => `day ${item.day}`).join(' and ');
  if (onDutyOver.length > 0) {
    const needs =
      first.waiting > 0
        ? `${hoursText(first.onDuty)} on duty (${hoursText(first.hours)} at the wheel and ${hoursText(first.waiting)} waiting at the destination)`
        : `${hoursText(first.hours)} at the wheel`;
    return `Too long for one day even with a relief driver: ${which} needs about ${needs}, and no driver may drive after ${ON_DUTY_LIMIT_HOURS} hours on duty (${RULE}). ${fixText(fixes)}`;
  }
  return `One driver may not drive this: ${which} needs about ${hoursText(first.hours)} at the wheel, and a driver may drive at most ${DRIVING_LIMIT_HOURS} hours after 8 hours off duty (${RULE}). ${fixText(fixes)}`;
}
