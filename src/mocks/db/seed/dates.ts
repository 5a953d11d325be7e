import type { Rng } from '../random';

/**
 * The demo's "today". Seeded data is dated relative to this fixed day (never Date.now()) so the
 * seed is identical on every run; handlers may still stamp new rows with the real clock.
 */
export const DEMO_TODAY = '2026-11-22';

const DAY_MS = 86_400_000;

function toMs(date: string): number {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

function fromMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** YYYY-MM-DD plus n days (n may be negative). */
export function addDays(date: string, days: number): string {
  return fromMs(toMs(date) + days * DAY_MS);
}

/** Whole days from a to b. */
export function daysBetween(a: string, b: string): number {
  return Math.round((toMs(b) - toMs(a)) / DAY_MS);
}

/** Random date in [from, to] (both YYYY-MM-DD). */
export function randomDate(rng: Rng, from: string, to: string): string {
  return addDays(from, rng.int(0, Math.max(0, daysBetween(from, to))));
}

/** ISO date-time on `date` at a random business-ish hour (UTC). */
export function randomTimestamp(rng: Rng, date: string, fromHour = 13, toHour = 23): string {
  const h = String(rng.int(fromHour, toHour)).padStart(2, '0');
  const m = String(rng.int(0, 59)).padStart(2, '0');
  const s = String(rng.int(0, 59)).padStart(2, '0');
  return `${date}T${h}:${m}:${s}.000Z`;
}

/** First day of the month after `date`. */
export function nextMonthStart(date: string): string {
  const [y = 0, m = 1] = date.split('-').map(Number);
  return fromMs(Date.UTC(y, m, 1));
}

export const MONTH_NAMES: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'September 2026' for a YYYY-MM-DD date. */
export function monthLabel(date: string): string {
  const [y = 0, m = 1] = date.split('-').map(Number);
  return `${MONTH_NAMES[m - 1] ?? ''} ${y}`;
}

/** 'November 6, 2026' for a YYYY-MM-DD date. */
export function longDate(date: string): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return `${MONTH_NAMES[m - 1] ?? ''} ${d}, ${y}`;
}
