import { Workbox } from 'workbox-window';
import { pageReload } from './reloadOnStaleChunk';
import { showUpdateNotice } from './UpdateNotice';

/** A page left open all day (a trip sheet on a phone) still hears of a deployment. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** The worker build/offline.ts writes (its WORKER_FILE), at the app's base. */
const WORKER_URL = `${import.meta.env.BASE_URL}sw.js`;

/**
 * Registers the offline worker (build/offline.ts) through workbox-window. main.tsx loads this
 * chunk once the page has settled, in a build for a real API only.
 *
 * A new deployment's worker installs and waits; every open tab shows the notice. Only the tab
 * whose Reload is pressed reloads: it asks the waiting worker to take over and reloads once it
 * controls the page. The other tabs see the new worker take control too (the browser hands it
 * every tab of the site) but do not reload, so nothing typed there is lost: they keep the
 * notice, and their Reload, with nothing left waiting, just reloads into the new version. A
 * worker that cannot register (private mode, an old browser) leaves the app as it was, online
 * only.
 */
export function registerOffline(): void {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox(WORKER_URL, { scope: import.meta.env.BASE_URL });
  let registration: ServiceWorkerRegistration | undefined;
  let reloadWhenControlled = false;

  const reload = (): void => {
    if (!registration?.waiting) {
      window.location.reload();
      return;
    }
    reloadWhenControlled = true;
    wb.messageSkipWaiting();
  };

  // A missing chunk's reload (reloadOnStaleChunk) and the error screen's Reload go this way too.
  pageReload.run = reload;
  wb.addEventListener('waiting', () => showUpdateNotice(reload));
  wb.addEventListener('controlling', (event) => {
    if (reloadWhenControlled) window.location.reload();
    // Another tab's Reload: this page still runs the earlier build, so the notice stays.
    else if (event.isUpdate) showUpdateNotice(reload);
  });

  wb.register({ immediate: true })
    .then((registered) => {
      registration = registered;
      if (!registered) return;
      setInterval(() => {
        if (navigator.onLine) void registered.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    })
    .catch(() => undefined);
}
