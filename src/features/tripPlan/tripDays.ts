import { plural, t } from '@lingui/core/macro';
import { TRIP_LIMITS } from '@/config/tripLimits';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since the epoch of a real YYYY-MM-DD date (2027-02-30 is not one), else null. */
export function dayNumber(value: string): number | null {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? time / DAY_MS : null;
}

/** The YYYY-MM-DD date `count` days after a real one; '' for anything else. */
export function addDays(value: string, count: number): string {
  const day = dayNumber(value);
  if (day === null) return '';
  // Past the year 9999 toISOString writes "+010000-01-01": not a YYYY-MM-DD date.
  const result = new Date((day + count) * DAY_MS).toISOString().slice(0, 10);
  return dayNumber(result) === null ? '' : result;
}

export const isIsoDate = (value: string) => dayNumber(value) !== null;

/**
 * A date a trip may have: a real YYYY-MM-DD whose next day is one too, as a calendar event ends
 * the day after the trip's last (9999-12-31 is not one).
 */
export const isTripDate = (value: string) => isIsoDate(addDays(value, 1));

export type DateProblem = 'invalid' | 'missing' | 'before' | 'tooLong';

/**
 * What is wrong with a trip's dates, by field; none when they are right. The one rule of the
 * planner (schemas.ts), of a plan from a link (resolveLink.ts, planDates) and of the trip sheet's
 * link (sheetLink.ts): no dates at all is right (the estimate's days stand alone); a return needs
 * a departure, on or before it, and the trip at most TRIP_LIMITS.days.max days, both counted.
 */
export function dateProblems(
  departureDate: string,
  returnDate: string,
): { departureDate?: DateProblem; returnDate?: DateProblem } {
  const from = departureDate ? tripDayNumber(departureDate) : undefined;
  const to = returnDate ? tripDayNumber(returnDate) : undefined;
  if (from === null || to === null) {
    return {
      ...(from === null && { departureDate: 'invalid' as const }),
      ...(to === null && { returnDate: 'invalid' as const }),
    };
  }
  if (to === undefined) return {};
  if (from === undefined) return { departureDate: 'missing' };
  if (to < from) return { returnDate: 'before' };
  return to - from >= TRIP_LIMITS.days.max ? { returnDate: 'tooLong' } : {};
}

const tripDayNumber = (value: string) => (isTripDate(value) ? dayNumber(value) : null);

/**
 * The dates a plan keeps: both when they are right (dateProblems); else its departure alone when
 * that one is (a return it cannot take is left out), or none.
 */
export function planDates(departureDate: string, returnDate: string) {
  const problems = dateProblems(departureDate, returnDate);
  if (!problems.departureDate && !problems.returnDate) return { departureDate, returnDate };
  return { departureDate: problems.departureDate ? '' : departureDate, returnDate: '' };
}

/**
 * Calendar days of the trip, both ends included: 1 for a same-day trip or with no return date,
 * 3 from Friday to Sunday. Null without a departure date or when the return comes first.
 */
export function tripDays(departureDate: string, returnDate: string): number | null {
  const from = dayNumber(departureDate);
  if (from === null) return null;
  if (!returnDate.trim()) return 1;
  const to = dayNumber(returnDate);
  return to === null || to < from ? null : to - from + 1;
}

/** "2 days: from the departure date to the return date, both counted", "1 day: a same-day trip". */
export function daysExplanation(departureDate: string, returnDate: string): string | null {
  const days = tripDays(departureDate, returnDate);
  if (days === null) return null;
  if (!returnDate.trim()) return t`1 day: no return date yet`;
  if (days === 1) return t`1 day: a same-day trip`;
  return plural(days, {
    one: '# day: from the departure date to the return date, both counted',
    other: '# days: from the departure date to the return date, both counted',
  });
}

/** Today in the visitor's time zone, YYYY-MM-DD (what a date input's min wants). */
export function todayIsoDate(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
