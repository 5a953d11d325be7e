import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '@/lib/apiError';
import type { RequestStatus } from '@/lib/requestStatus';

interface Loaded<T> {
  /** The key of the load this answer belongs to. */
  key: string;
  status: RequestStatus;
  error: string | null;
  data: T | null;
}

/**
 * One call's answer held by the screen that asked, not the store: what is on file for a card
 * (its last four and expiry are card data too) and an arrears invoice leave with their page.
 * `key` names what is loaded (a company, a secret key); null waits. Retry asks again.
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>, fallback: string) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const [loaded, setLoaded] = useState<Loaded<T>>({
    key: '',
    status: 'idle',
    error: null,
    data: null,
  });
  const current = key === null ? null : `${key}#${attempt}`;

  useEffect(() => {
    if (current === null) return;
    let live = true;
    load().then(
      (data) => live && setLoaded({ key: current, status: 'succeeded', error: null, data }),
      (failure: unknown) =>
        live &&
        setLoaded({
          key: current,
          status: 'failed',
          error: messageOf(failure, fallback),
          data: null,
        }),
    );
    return () => {
      live = false;
    };
    // `load` is the caller's closure over `key`: the key says when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  // An answer for an earlier key or attempt is not this one's: this one is still pending.
  const settled = loaded.key === current;
  return {
    status: settled ? loaded.status : current === null ? ('idle' as const) : ('pending' as const),
    error: settled ? loaded.error : null,
    data: settled ? loaded.data : null,
    retry,
  };
}
