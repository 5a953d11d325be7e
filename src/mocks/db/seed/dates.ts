import { MONTH_NAMES } from '@/config/constants';
import type { Rng } from '../random';

/**
 * The seed's dates are written as literals against AUTHORED_DAY, which is easy to read and
 * review; createSeed() builds for another day (the demo clock's today) by moving every literal
 * by the same number of days (onSeedDay) or months (seedMonthStart). The seed is therefore the
 * same data for a given day, and never stale: a quote "three days ago" stays three days ago.
 */
export const AUTHORED_DAY = '2026-11-22';

let seedDay = AUTHORED_DAY;

/** Runs a seed build for `day` (YYYY-MM-DD); builders read it through seedToday(). */
export function withSeedDay<T>(day: string, build: () => T): T {
  const previous = seedDay;
  seedDay = day;
  try {
    return build();
  } finally {
    seedDay = previous;
  }
}

/** The day the seed being built treats as today. */
export function seedToday(): string {
  return seedDay;
}

/** An authored date (YYYY-MM-DD) moved to the same distance from the seed's day. */
export function onSeedDay(authored: string): string {
  return addDays(authored, daysBetween(AUTHORED_DAY, seedDay));
}

/** First day of the month `offset` months from the seed day's month (0 = this month). */
export function seedMonthStart(offset: number): string {
  const [y = 0, m = 1] = seedDay.split('-').map(Number);
  return fromMs(Date.UTC(y, m - 1 + offset, 1));
}

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
