/** The WebKit journeys' data, and what test/e2e/fixtures.ts shares with them (NOT_FAILING). */

export const ACCOUNTS = {
  setup1: { email: 'setup1@demo.test', password: 'Operator2026!' },
} as const;

/** YYYY-MM-DD `days` from today (the browser and the test process share the clock). */
export function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Error events reported, not failed on: "ResizeObserver loop completed with undelivered
 * notifications" is the browser saying a ResizeObserver callback changed the layout it had just
 * measured, so some observations wait for the next frame (the responsive DataTable's
 * useScrollsSideways sets state from its observer). Nothing is lost, and whether it happens
 * depends on frame timing: failing on it would make a journey flaky.
 */
export const NOT_FAILING =
  /ResizeObserver loop (completed with undelivered notifications|limit exceeded)/;

/** The trip form's text fields after the places, dates and trip type: label and what is typed. */
export const tripTextFields = (group: string): [label: string, text: string][] => [
  ['Number of people', '45'],
  ['Name of group', group],
  ['First name', 'Dana'],
  ['Last name', 'Whitfield'],
  ['Phone', '(206) 555-0199'],
  ['Email', 'dana.whitfield@example.org'],
  ['Notes', 'Two wheelchair users in the group.'],
];
