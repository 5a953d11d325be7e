/** Full-page navigation (a reload of the app), kept here so tests can observe it. */
export function reloadTo(path: string): void {
  window.location.assign(path);
}
