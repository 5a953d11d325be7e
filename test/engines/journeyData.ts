/** What the Firefox and the WebKit journeys share (each engine's own steps are in its folder). */

export const ACCOUNTS = {
  traveller: { email: 'traveller@demo.test', password: 'Travel2026!' },
  operator: { email: 'operator@demo.test', password: 'Operator2026!' },
  setup1: { email: 'setup1@demo.test', password: 'Operator2026!' },
  admin: { email: 'admin@demo.test', password: 'Admin2026!' },
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

/** The operator's account menu: each link, the heading it opens and where (the tour). */
export const OPERATOR_MENU: [link: string, title: string, url: RegExp][] = [
  ['Company', 'Company', /\/subscribers\/company$/],
  ['Bid for Placement', 'Bid for Placement', /\/subscribers\/bidListings$/],
  ['Reports', 'Reports', /\/subscribers\/reports$/],
  ['Reviews', 'Reviews', /\/subscribers\/reviews$/],
  ['Payments', 'Payments', /\/subscribers\/payments$/],
  ['Invoice', 'Invoice', /\/subscribers\/crash$/], // the spec's path
  ['My Account', 'Account Management', /\/subscribers\/my-account$/],
];

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
