import { plural, t } from '@lingui/core/macro';
import {
  AVERAGE_SPEED_MPH,
  DRIVING_LIMIT_HOURS,
  ON_DUTY_LIMIT_HOURS,
  overLimit,
  RULE,
  type DrivingDay,
  type TripFixes,
} from './drivingDay';
import { listed } from './tripMiles';

// Read while rendering, in the language of the moment (`t` and `plural` of @lingui/core/macro):
// the components that show these call useLingui, so a switch draws them again.

/**
 * Hours as the rule read them (drivingDay.ts drivingHours: to the half hour, never rounded
 * again here): "5.5 hours", "1 hour"; a leg whose share of its day's hours is none, "less than
 * half an hour".
 */
export function hoursText(hours: number): string {
  if (hours === 0) return t`less than half an hour`;
  return plural(hours, { one: '# hour', other: '# hours' });
}

/**
 * "Day 1: about 6 hours of driving (300 miles)", and with a wait at the destination ", 10 hours
 * on duty with 4 hours at the destination".
 */
export function drivingDayText(item: DrivingDay): string {
  const miles = Math.round(item.miles);
  const day = item.day;
  const hours = hoursText(item.hours);
  if (item.waiting > 0) {
    const onDuty = hoursText(item.onDuty);
    const waiting = hoursText(item.waiting);
    return t`Day ${day}: about ${hours} of driving (${plural(miles, { one: '# mile', other: '# miles' })}), ${onDuty} on duty with ${waiting} at the destination`;
  }
  return t`Day ${day}: about ${hours} of driving (${plural(miles, { one: '# mile', other: '# miles' })})`;
}

/** How the hours were made, said once. */
export function splitText(days: number): string {
  const speed = AVERAGE_SPEED_MPH;
  return days <= 1
    ? t`Driving hours at an average of ${speed} mph, every leg on the one day.`
    : t`Driving hours at an average of ${speed} mph, each leg on its day.`;
}

/** The day's driving check in one paragraph: how the hours were made, then each day's. */
export function drivingDaysText(tripDays: number, days: readonly DrivingDay[]): string {
  const split = splitText(tripDays);
  const each = days.map(drivingDayText).join('; ');
  return t`${split} ${each}.`;
}

/** What the fixes that work say; when none does, what does. */
function fixText(fixes: TripFixes): string {
  if (fixes.day && fixes.relief) return t`Add a day to the trip, or add a relief driver.`;
  if (fixes.day) return t`Add a day to the trip.`;
  if (fixes.relief) return t`Add a relief driver.`;
  return t`Plan a night on the way.`;
}

/** "day 1 needs about 16 hours on duty (12 hours at the wheel and 4 hours waiting ...)". */
function onDutyNeed(item: DrivingDay): string {
  const day = item.day;
  const wheel = hoursText(item.hours);
  if (item.waiting === 0) return t`day ${day} needs about ${wheel} at the wheel`;
  const onDuty = hoursText(item.onDuty);
  const waiting = hoursText(item.waiting);
  return t`day ${day} needs about ${onDuty} on duty (${wheel} at the wheel and ${waiting} waiting at the destination)`;
}

/** "day 1 needs about 11 hours at the wheel". */
function drivingNeed(item: DrivingDay): string {
  const day = item.day;
  const wheel = hoursText(item.hours);
  return t`day ${day} needs about ${wheel} at the wheel`;
}

/**
 * The plain words for days no driver may drive as planned, with what fixes them; null when every
 * day is within the rule. Each day is named once, with its own hours (the ones the flag read:
 * DrivingDay's) and under the limit it passes: the days past 15 hours on duty, then those past one
 * driver's 10 hours of driving.
 */
export function limitText(
  days: readonly DrivingDay[],
  relief: boolean,
  fixes: TripFixes,
): string | null {
  const over = overLimit(days, relief);
  if (over.length === 0) return null;
  const onDutyOver = over.filter((day) => day.onDuty > ON_DUTY_LIMIT_HOURS);
  const drivingOver = over.filter((day) => day.onDuty <= ON_DUTY_LIMIT_HOURS);
  const rule = RULE;
  const sentences: string[] = [];
  if (onDutyOver.length > 0) {
    const needs = listed(onDutyOver.map(onDutyNeed));
    const limit = ON_DUTY_LIMIT_HOURS;
    sentences.push(
      t`Too long for one day even with a relief driver: ${needs}, and no driver may drive after ${limit} hours on duty (${rule}).`,
    );
  }
  if (drivingOver.length > 0) {
    const needs = listed(drivingOver.map(drivingNeed));
    const limit = DRIVING_LIMIT_HOURS;
    sentences.push(
      t`One driver may not drive this: ${needs}, and a driver may drive at most ${limit} hours after 8 hours off duty (${rule}).`,
    );
  }
  return [...sentences, fixText(fixes)].join(' ');
}
