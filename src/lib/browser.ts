/**
 * Full-page navigation (a reload of the app). An object, so a test can watch it with
 * `vi.spyOn(browser, 'reloadTo')` without replacing the module.
 */
export const browser = {
  reloadTo(path: string): void {
    window.location.assign(path);
  },
};
