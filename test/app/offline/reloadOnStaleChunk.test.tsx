import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { ToastHost } from '@/app/layout/ToastHost';
import {
  reloadOnStaleChunk,
  STALE_RELOAD_GUARD_MS,
  STALE_RELOAD_KEY,
  staleChunkAction,
} from '@/app/offline/reloadOnStaleChunk';

/** A window of its own per test: its events, its location, the real document. */
function tab() {
  const reload = vi.fn<() => void>();
  const win = Object.assign(new EventTarget(), { location: { reload }, document });
  reloadOnStaleChunk(win as unknown as Window);
  const chunkMissing = () => win.dispatchEvent(new Event('vite:preloadError'));
  return { reload, chunkMissing };
}

beforeEach(() => sessionStorage.clear());

describe('a chunk the server no longer has', () => {
  it('reloads once into the deployed build, and tells the visitor when that did not fix it', async () => {
    render(<ToastHost />);
    const first = tab();
    first.chunkMissing();
    expect(first.reload).toHaveBeenCalledTimes(1);
    expect(Number(sessionStorage.getItem(STALE_RELOAD_KEY))).toBeGreaterThan(0);

    // The reloaded page meets a missing chunk again: no loop, the notice instead.
    const reloaded = tab();
    reloaded.chunkMissing();
    expect(reloaded.reload).not.toHaveBeenCalled();
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('A new version is available: Reload');
  });

  it('never reloads under someone typing: it tells them', async () => {
    render(
      <>
        <input aria-label="Response" />
        <ToastHost />
      </>,
    );
    screen.getByRole('textbox', { name: 'Response' }).focus();
    const page = tab();
    page.chunkMissing();
    expect(page.reload).not.toHaveBeenCalled();
    expect(await screen.findByRole('status')).toHaveTextContent('A new version is available');
    expect(sessionStorage.getItem(STALE_RELOAD_KEY)).toBeNull();
  });
});

describe('staleChunkAction', () => {
  it('keeps the boundaries: a reload just under the guard ago tells, at the guard reloads', () => {
    expect(staleChunkAction(1_000_000, null, false)).toBe('reload');
    expect(staleChunkAction(1_000_000, 1_000_000 - STALE_RELOAD_GUARD_MS + 1, false)).toBe('tell');
    expect(staleChunkAction(1_000_000, 1_000_000 - STALE_RELOAD_GUARD_MS, false)).toBe('reload');
    expect(staleChunkAction(1_000_000, null, true)).toBe('tell');
  });

  it('no two reloads within the guard', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: 0, max: STALE_RELOAD_GUARD_MS - 1 }),
        (last, since) => staleChunkAction(last + since, last, false) === 'tell',
      ),
    );
  });

  it('typing never reloads', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.option(fc.integer({ min: 0, max: 2 ** 40 })),
        (now, last) => staleChunkAction(now, last, true) === 'tell',
      ),
    );
  });
});
