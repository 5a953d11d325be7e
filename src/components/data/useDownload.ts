import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/apiError';
import { downloadFile, type DownloadRequest } from '@/lib/download';

export type DownloadState =
  | { phase: 'idle' }
  | { phase: 'running'; loaded: number; total: number | null }
  | { phase: 'saved'; fileName: string }
  | { phase: 'cancelled' }
  /** `serverText` is the server's own words, null when it gave none. */
  | { phase: 'failed'; serverText: string | null };

/**
 * One download's life: start (ignored while one runs: a second click must not send a second
 * request), progress, cancel, and the outcome. `prepare` builds the request when the download
 * starts (null = not now, e.g. the form's dates are invalid). The download ends with the
 * control: nothing would be left on screen to follow or cancel it.
 */
export function useDownload(
  prepare: () => DownloadRequest | null | Promise<DownloadRequest | null>,
) {
  const [state, setState] = useState<DownloadState>({ phase: 'idle' });
  // The running download's controller; a ref, so a second click in the same tick sees it.
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    // The axios progress callback is throttled and may fire once more after the end.
    const current = () => running.current === controller;
    try {
      const request = await prepare();
      if (!request || controller.signal.aborted) return;
      setState({ phase: 'running', loaded: 0, total: null });
      const outcome = await downloadFile(request, {
        signal: controller.signal,
        onProgress: ({ loaded, total }) => {
          if (current()) setState({ phase: 'running', loaded, total });
        },
      });
      setState(
        outcome.kind === 'saved'
          ? { phase: 'saved', fileName: outcome.fileName }
          : { phase: 'cancelled' },
      );
    } catch (error) {
      setState({
        phase: 'failed',
        serverText: error instanceof ApiError ? error.serverMessage : null,
      });
    } finally {
      if (current()) running.current = null;
    }
  }, [prepare]);

  const cancel = useCallback(() => running.current?.abort(), []);

  return { state, start, cancel };
}
