/**
 * The demo API's one clock. The seed is dated relative to demoToday() and every handler stamps,
 * prorates and checks dates with demoNow(), so renewal dates, proration and arrears stay
 * sensible however long after release the demo is opened. Tests pin it (pinDemoClock) to get
 * the same seed on every run; a pinned clock still ticks, so rows written one after another
 * keep their order.
 */

let pinnedMs: number | null = null;
let pinnedAtMs = 0;

export function demoNow(): Date {
  const real = Date.now();
  return new Date(pinnedMs === null ? real : pinnedMs + (real - pinnedAtMs));
}

/** Starts the demo clock at `at` (an ISO date or date-time); null goes back to the real clock. */
export function pinDemoClock(at: string | Date | null): void {
  if (at === null) {
    pinnedMs = null;
    return;
  }
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (Number.isNaN(ms)) throw new Error(`Not a date: ${String(at)}`);
  pinnedMs = ms;
  pinnedAtMs = Date.now();
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** Today's date on the demo clock, YYYY-MM-DD in the browser's time zone (as the date inputs). */
export function demoToday(): string {
  const now = demoNow();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The demo clock as an ISO 8601 timestamp, for created_at-style fields. */
export function demoTimestamp(): string {
  return demoNow().toISOString();
}
