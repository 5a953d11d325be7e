/**
 * Whether the browser lets this page use its storage. A browser set to block site data throws
 * a SecurityError on the first touch of localStorage, and refuses service workers too; the demo
 * then answers from inside the page and keeps its database in memory (forgotten on reload).
 */
export function storageBlocked(): boolean {
  try {
    const probe = '__demo_storage_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return false;
  } catch {
    return true;
  }
}

/**
 * MSW mocks inside the page (its fallback mode) only when the browser has no service worker
 * API; a browser that has one but refuses it is made to look like one without.
 */
export function withoutServiceWorker(): void {
  delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
}
