import { renderHook } from '@testing-library/react';
import { useTypeahead } from '@/lib/useTypeahead';

function setup(initial: { query: string; enabled?: boolean }) {
  const searches: { query: string; signal: AbortSignal }[] = [];
  const clear = vi.fn();
  const hook = renderHook(
    ({ query, enabled }: { query: string; enabled?: boolean }) =>
      useTypeahead(query, {
        search: (term, signal) => searches.push({ query: term, signal }),
        clear,
        minLength: 2,
        delayMs: 300,
        enabled,
      }),
    { initialProps: initial },
  );
  return { ...hook, searches, clear };
}

describe('useTypeahead', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks nothing below the minimum length, and clears the old matches', () => {
    const { result, searches, clear } = setup({ query: ' a ' });
    vi.advanceTimersByTime(1000);
    expect(searches).toEqual([]);
    expect(clear).toHaveBeenCalled();
    expect(result.current).toEqual({ term: 'a', active: false });
  });

  it('asks once per pause in typing, with the trimmed query', () => {
    const { rerender, searches } = setup({ query: 'lo' });
    vi.advanceTimersByTime(200);
    rerender({ query: 'lon' });
    vi.advanceTimersByTime(200);
    rerender({ query: 'lone ' });
    expect(searches).toEqual([]);
    vi.advanceTimersByTime(300);
    expect(searches.map((search) => search.query)).toEqual(['lone']);
  });

  it('aborts a running lookup when the next one starts, when switched off and on unmount', () => {
    const { rerender, unmount, searches, clear } = setup({ query: 'lone' });
    vi.advanceTimersByTime(300);
    rerender({ query: 'lone star' });
    // Still typing: the first answer may land until the next lookup starts.
    expect(searches[0]?.signal.aborted).toBe(false);
    vi.advanceTimersByTime(300);
    expect(searches[0]?.signal.aborted).toBe(true);
    expect(searches[1]?.signal.aborted).toBe(false);

    clear.mockClear();
    rerender({ query: 'lone star', enabled: false });
    expect(searches[1]?.signal.aborted).toBe(true);
    expect(clear).toHaveBeenCalledTimes(1);

    rerender({ query: 'trinity', enabled: true });
    vi.advanceTimersByTime(300);
    unmount();
    expect(searches[2]?.signal.aborted).toBe(true);
    expect(searches).toHaveLength(3);
  });
});
