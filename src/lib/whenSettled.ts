/**
 * Work that can wait starts once the page has settled: this long after the page's `load` (or
 * at once plus this delay, on a page already loaded), then when the browser is idle. The
 * screen's first load stays without it (`npm run size` holds requestIdleCallback, so such work
 * is never counted), and it still comes soon after.
 */
export const IDLE_AFTER_MS = 2500;

/** Runs `start` once the page has settled (above); returns a cancel. */
export function whenSettled(start: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function')
      idle = requestIdleCallback(start, { timeout: 2000 });
    else start();
  };
  const afterLoad = () => {
    timer = setTimeout(whenIdle, IDLE_AFTER_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    clearTimeout(timer);
    if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
  };
}
