import { useEffect, useRef } from 'react';

interface TypeaheadOptions {
  /**
   * Looks one query up. The signal aborts when a newer query starts, when the lookup is no longer
   * wanted, or on unmount: pass it to the request (a thunk: `dispatch(thunk(query, { signal }))`)
   * so an answer to an older query never lands.
   */
  search: (query: string, signal: AbortSignal) => unknown;
  /** Drops the matches shown: the query became too short, or the lookup was switched off. */
  clear: () => void;
  /** Fewer characters (after trimming) ask nothing. */
  minLength?: number;
  /** The pause after the last keystroke before asking. */
  delayMs?: number;
  /** False while nothing should be looked up (a choice has been made). */
  enabled?: boolean;
}

export const TYPEAHEAD_MIN_LENGTH = 2;
export const TYPEAHEAD_DELAY_MS = 300;

/**
 * Type-to-search: one lookup per pause in typing, each with its own AbortController. A lookup
 * still running is aborted as soon as the next one starts (not while the user is still typing:
 * its answer may show until then) and when the query stops qualifying. Returns the trimmed
 * query and whether it is long enough to be looked up.
 */
export function useTypeahead(
  query: string,
  {
    search,
    clear,
    minLength = TYPEAHEAD_MIN_LENGTH,
    delayMs = TYPEAHEAD_DELAY_MS,
    enabled = true,
  }: TypeaheadOptions,
): { term: string; active: boolean } {
  const term = query.trim();
  const active = enabled && term.length >= minLength;
  const running = useRef<AbortController | null>(null);
  // The latest callbacks, so a caller's inline functions do not restart the timer.
  const calls = useRef({ search, clear });
  useEffect(() => {
    calls.current = { search, clear };
  });

  useEffect(() => {
    if (!active) {
      running.current?.abort();
      running.current = null;
      calls.current.clear();
      return;
    }
    const timer = setTimeout(() => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      calls.current.search(term, controller.signal);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [term, active, delayMs]);

  // Leaving the screen stops whatever is still running.
  useEffect(
    () => () => {
      running.current?.abort();
    },
    [],
  );

  return { term, active };
}
