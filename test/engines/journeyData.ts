/** What test/e2e/fixtures.ts (the Firefox journeys) and the WebKit journeys share. */

/**
 * Error events reported, not failed on: "ResizeObserver loop completed with undelivered
 * notifications" is the browser saying a ResizeObserver callback changed the layout it had just
 * measured, so some observations wait for the next frame (the responsive DataTable's
 * useScrollsSideways sets state from its observer). Nothing is lost, and whether it happens
 * depends on frame timing: failing on it would make a journey flaky.
 */
export const NOT_FAILING =
  /ResizeObserver loop (completed with undelivered notifications|limit exceeded)/;
