import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';

/**
 * Whether the browser says it has a network (navigator.onLine), kept up to date by its online
 * and offline events. "Online" may still be a connection that fails; "offline" is sure: no call
 * can succeed, so a screen says so instead of spinning.
 */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Calls `listener` on every change of connection; returns the unsubscribe. */
export function onConnectionChange(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The connection as a React value: re-renders when the browser goes offline or back online. */
export function useOnline(): boolean {
  // The server's snapshot (no navigator): online, as a first render before any event.
  return useSyncExternalStore(onConnectionChange, isOnline, () => true);
}

/**
 * For a screen waiting on the API (`waiting`: loading, or its call failed): true while the
 * browser is offline, so it says so instead of spinning; and, if the call failed, `retry` once
 * the browser is back online (the screen's own Try again, pressed for the visitor).
 */
export function useOfflineWait(waiting: boolean, retry?: () => void): boolean {
  const online = useOnline();
  // The latest retry, without subscribing again on every render: the 'online' event re-renders
  // the screen (useOnline above) while it is being dispatched, and a listener swapped for a new
  // one in that render would be removed before its turn and never called.
  const back = useEffectEvent(() => retry?.());
  const canRetry = retry !== undefined;
  useEffect(() => {
    if (!canRetry) return;
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [canRetry]);
  return waiting && !online;
}
