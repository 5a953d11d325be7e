import { useEffect, useState } from 'react';

/** A lazily loaded module or data set: pending, there, or failed to load (offline). */
export type Loaded<T> =
  { status: 'pending' } | { status: 'loaded'; value: T } | { status: 'failed' };

/**
 * Loads something the first time it is `needed` and keeps it in the component's state (the
 * estimate's code, the planner's gazetteer). `load` must be stable (a module-level function, or
 * one that caches), and `ready` what is already loaded, so a later visit needs no wait.
 */
export function useLoaded<T>(needed: boolean, load: () => Promise<T>, ready?: T | null): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>(
    ready ? { status: 'loaded', value: ready } : { status: 'pending' },
  );
  const waiting = loaded.status === 'pending';
  useEffect(() => {
    if (!needed || !waiting) return;
    let current = true;
    load().then(
      (value) => {
        if (current) setLoaded({ status: 'loaded', value });
      },
      () => {
        if (current) setLoaded({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [needed, waiting, load]);
  // Loaded meanwhile by another caller (a preload): no wait of a render for it.
  return loaded.status === 'pending' && ready ? { status: 'loaded', value: ready } : loaded;
}
