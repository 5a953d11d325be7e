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

// Read while rendering, in the language of the moment (`t` and `plural` of @lingui/core/macro):
// the components that show these call useLingui, so a switch draws them again.

/** Hours to the half hour: "5.5 hours", "1 hour" (at least half an hour). */
export function hoursText(hours: number): string {
  const rounded = Math.max(0.5, Math.round(hours * 2) / 2);
  return plural(rounded, { one: '# hour', other: '# hours' });
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

/** "day 1", "day 1 and day 3": the days named by the warning. */
function daysNamed(days: readonly DrivingDay[]): string {
  return days.reduce((list, item, index) => {
    const day = item.day;
    return index === 0 ? t`day ${day}` : t`${list} and day ${day}`;
  }, '');
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
  const which = daysNamed(named);
  const fix = fixText(fixes);
  const rule = RULE;
  const wheel = hoursText(first.hours);
  if (onDutyOver.length > 0) {
    const limit = ON_DUTY_LIMIT_HOURS;
    const onDuty = hoursText(first.onDuty);
    const waiting = hoursText(first.waiting);
    return first.waiting > 0
      ? t`Too long for one day even with a relief driver: ${which} needs about ${onDuty} on duty (${wheel} at the wheel and ${waiting} waiting at the destination), and no driver may drive after ${limit} hours on duty (${rule}). ${fix}`
      : t`Too long for one day even with a relief driver: ${which} needs about ${wheel} at the wheel, and no driver may drive after ${limit} hours on duty (${rule}). ${fix}`;
  }
  const limit = DRIVING_LIMIT_HOURS;
  return t`One driver may not drive this: ${which} needs about ${wheel} at the wheel, and a driver may drive at most ${limit} hours after 8 hours off duty (${rule}). ${fix}`;
}
