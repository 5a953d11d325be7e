import { readItem, writeItem } from '@/lib/storage';
import { showUpdateNotice } from './UpdateNotice';

/** When this tab last reloaded for a missing chunk (its session only). */
export const STALE_RELOAD_KEY = 'buscharter:stale-chunk-reload';
/**
 * A chunk still missing this soon after such a reload is not an old page meeting a new
 * deployment (the reload fetched the deployed page): reloading again would loop.
 */
export const STALE_RELOAD_GUARD_MS = 60_000;

/** Whether focus is in a field someone may be typing into. */
function typing(doc: Document): boolean {
  const active = doc.activeElement;
  if (!(active instanceof HTMLElement)) return false;
  if (active.isContentEditable) return true;
  if (active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement) return true;
  return (
    active instanceof HTMLInputElement &&
    !['button', 'submit', 'reset', 'checkbox', 'radio', 'file', 'image'].includes(active.type)
  );
}

/**
 * What a page does when a chunk fails to load: reload, unless it reloaded for this less than the
 * guard ago (a loop) or someone is typing (never reload under them); then it tells instead.
 */
export function staleChunkAction(
  now: number,
  lastReload: number | null,
  isTyping: boolean,
): 'reload' | 'tell' {
  if (isTyping) return 'tell';
  if (lastReload !== null && now >= lastReload && now - lastReload < STALE_RELOAD_GUARD_MS) {
    return 'tell';
  }
  return 'reload';
}

/**
 * After a deployment, a page of the earlier build asks for a chunk the server no longer has
 * (Vite's `vite:preloadError`: "Failed to fetch dynamically imported module"). The page reloads
 * once, into the deployed build: what was typed is kept, as drafts are in the tab's session
 * (lib/drafts, written as typed) and the store is written on `pagehide` (main.tsx). Otherwise
 * the update notice says to reload. The error still reaches the route's error screen.
 */
export function reloadOnStaleChunk(win: Window = window): void {
  win.addEventListener('vite:preloadError', () => {
    const stored = Number(readItem('session', STALE_RELOAD_KEY));
    const now = Date.now();
    const action = staleChunkAction(now, stored > 0 ? stored : null, typing(win.document));
    if (action === 'tell') {
      showUpdateNotice(() => win.location.reload());
      return;
    }
    writeItem('session', STALE_RELOAD_KEY, String(now));
    win.location.reload();
  });
}
