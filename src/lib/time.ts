/**
 * Sorting times without moment: slices are part of every first load, and moment (20 KB gzip)
 * is only needed where dates are shown (lib/dates.ts, in lazy screens).
 */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Milliseconds since the epoch, for sorting newest first; unknown dates sort last. */
export function timeOf(value: string | null | undefined): number {
  if (!value) return Number.NEGATIVE_INFINITY;
  // A bare date is local midnight, as moment reads it (Date.parse would take UTC).
  const parsed = DATE_ONLY.test(value)
    ? new Date(`${value}T00:00:00`).getTime()
    : Date.parse(value);
  return Number.isNaN(parsed) ? Number.NEGATIVE_INFINITY : parsed;
}
