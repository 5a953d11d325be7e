import { readItem, writeItem } from '@/lib/storage';

/** When this tab last reloaded for a missing chunk (its session only). */
export const STALE_RELOAD_KEY = 'buscharter:stale-chunk-reload';
/**
 * A chunk still missing this soon after such a reload is not an old page meeting a new
 * deployment (the reload fetched the deployed page): reloading again would loop.
 */
export const STALE_RELOAD_GUARD_MS = 60_000;

/** Where focus may be someone typing (a check box too: better not to reload than to surprise). */
const TYPING_FIELD = 'input,textarea,select,[contenteditable]';

/**
 * Whether a page whose chunk failed to load reloads: not when it reloaded for this less than the
 * guard ago (a loop; a clock set back counts as less), nor under someone typing.
 */
export const reloadsForStaleChunk = (now: number, lastReload: number, typing: boolean): boolean =>
  !typing && !(now - lastReload < STALE_RELOAD_GUARD_MS);

/** How long after `beforeunload` a page that is still running is known to have stayed. */
export const STILL_HERE_MS = 1000;

/**
 * The page's reload into the deployed build: `location.reload()` until the offline worker
 * registers (app/offline/registerOffline.ts) and puts its own update reload here, which lets a
 * waiting worker take over first. A page still controlled by the earlier worker while the
 * deployment's worker waits would otherwise be served the earlier page again (issue 47).
 */
export const pageReload = { run: (): void => location.reload() };

/**
 * After a deployment, a page of the earlier build asks for a chunk the server no longer has
 * (Vite's `vite:preloadError`: "Failed to fetch dynamically imported module"). The page reloads
 * once, into the deployed build (pageReload); what was typed is kept, as drafts are in the tab's
 * session (lib/drafts, written as typed) and the store is written on `pagehide` (main.tsx).
 * Otherwise the error goes on to the route's error screen, which says the site may have been
 * updated and offers Reload (app/layout/RouteError). Kept small: it is in every screen's first
 * load.
 */
export function reloadOnStaleChunk(): void {
  // A page being left cancels its loads, and Firefox reports each cancelled chunk as failed: a
  // reload then would take the place of the navigation asked for. `beforeunload` says a leave
  // may be starting (Firefox cancels the loads before `pagehide`), but a tap on a tel: or
  // mailto: link fires it too and the page stays (issue 47): a click on the page after it (a
  // press, or Enter on a link or button), seen before its own handlers start what needs a chunk,
  // shows the page is still here. `pagehide` is the page really going, `pageshow` it back.
  let leaving = false;
  const leave = () => {
    leaving = true;
  };
  const stay = () => {
    leaving = false;
  };
  addEventListener('beforeunload', () => {
    leave();
    // A page that is really going never runs this; one still here a second later (a tel: tap
    // with no click after it, a chunk asked for by a timer) is not being left.
    setTimeout(stay, STILL_HERE_MS);
  });
  addEventListener('pagehide', leave);
  addEventListener('pageshow', stay);
  addEventListener('click', stay, true);
  addEventListener('vite:preloadError', () => {
    if (leaving) return;
    const now = Date.now();
    const typing = !!document.activeElement?.matches(TYPING_FIELD);
    // No mark yet reads as -Infinity: long enough ago.
    const last = Number(readItem('session', STALE_RELOAD_KEY) ?? -Infinity);
    if (!reloadsForStaleChunk(now, last, typing)) return;
    writeItem('session', STALE_RELOAD_KEY, String(now));
    pageReload.run();
  });
}
