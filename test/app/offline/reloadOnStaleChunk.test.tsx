// Own module graph: the app's start-up listeners (reloadOnStaleChunk) stay on the window for good.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import {
  reloadOnStaleChunk,
  reloadsForStaleChunk,
  STALE_RELOAD_GUARD_MS,
  STALE_RELOAD_KEY,
  STILL_HERE_MS,
} from '@/app/offline/reloadOnStaleChunk';

const reload = vi.fn<() => void>();

/** Vite's event; true when the page let the error go on to the route's error screen. */
function chunkMissing(): boolean {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(event);
  return !event.defaultPrevented;
}

beforeAll(() => {
  reloadOnStaleChunk();
});

beforeEach(() => {
  reload.mockClear();
  // The page's own reload, watched (test/setup.ts restores it after each test).
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
  sessionStorage.clear();
});

describe('a chunk the server no longer has', () => {
  it('reloads once into the deployed build, then leaves the error to the route screen', () => {
    chunkMissing();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(Number(sessionStorage.getItem(STALE_RELOAD_KEY))).toBeGreaterThan(0);

    // The reloaded page meets a missing chunk again: no loop.
    reload.mockClear();
    expect(chunkMissing()).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads under someone typing', () => {
    render(<textarea aria-label="Response" />);
    screen.getByRole('textbox', { name: 'Response' }).focus();
    expect(chunkMissing()).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(STALE_RELOAD_KEY)).toBeNull();
  });

  it('never reloads a page being left: its cancelled loads are not a deployment', () => {
    window.dispatchEvent(new Event('beforeunload'));
    expect(chunkMissing()).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    // Back on the page (a leave called off, or the page restored from the back-forward cache).
    window.dispatchEvent(new Event('pageshow'));
    chunkMissing();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a tap on a tel: or mailto: link does not disable it: the page is still here', async () => {
    render(
      <>
        <a href="tel:+12145550142">Call</a>
        <button type="button">Search</button>
      </>,
    );
    // Some browsers fire beforeunload for a link that another app opens; the page stays.
    window.dispatchEvent(new Event('beforeunload'));
    // The visitor, back on the page, presses something that needs a chunk of the new build.
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    chunkMissing();
    expect(reload).toHaveBeenCalledTimes(1);

    // And by keyboard: Enter on a button clicks it.
    sessionStorage.clear();
    reload.mockClear();
    window.dispatchEvent(new Event('beforeunload'));
    await userEvent.keyboard('{Enter}');
    chunkMissing();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a page still running a second after beforeunload stayed, click or not', () => {
    vi.useFakeTimers();
    window.dispatchEvent(new Event('beforeunload'));
    vi.advanceTimersByTime(STILL_HERE_MS - 1);
    expect(chunkMissing()).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    // A chunk asked for by a timer after a tel: tap, with no click on the page since.
    vi.advanceTimersByTime(1);
    chunkMissing();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a focused button is not typing', () => {
    render(<button type="button">Search</button>);
    screen.getByRole('button', { name: 'Search' }).focus();
    chunkMissing();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('reloadsForStaleChunk', () => {
  it('keeps the boundaries: just under the guard it does not reload, at the guard it does', () => {
    const now = 1_000_000;
    expect(reloadsForStaleChunk(now, -Infinity, false)).toBe(true);
    expect(reloadsForStaleChunk(now, now - STALE_RELOAD_GUARD_MS + 1, false)).toBe(false);
    expect(reloadsForStaleChunk(now, now - STALE_RELOAD_GUARD_MS, false)).toBe(true);
    expect(reloadsForStaleChunk(now, -Infinity, true)).toBe(false);
  });

  it('no two reloads within the guard', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: 0, max: STALE_RELOAD_GUARD_MS - 1 }),
        (last, since) => !reloadsForStaleChunk(last + since, last, false),
      ),
    );
  });

  it('typing never reloads', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: 0, max: 2 ** 40 }),
        (now, last) => !reloadsForStaleChunk(now, last, true),
      ),
    );
  });
});
