import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  IDLE_AFTER_MS,
  LazySection,
  NEAR_VIEWPORT,
  SECTION_LOAD_FAILED,
} from '@/components/layout/LazySection';

interface Props {
  name: string;
}

function Fleet({ name }: Props) {
  return (
    <section aria-label="Fleet">
      <h2>Fleet</h2>
      <p>Buses of {name}</p>
    </section>
  );
}

/** A section whose code arrives (or fails) when the test says. */
function heldLoader() {
  const loads: { resolve: (section: ComponentType<Props>) => void; reject: () => void }[] = [];
  const load = () =>
    new Promise<ComponentType<Props>>((resolve, reject) => {
      loads.push({ resolve, reject: () => reject(new Error('chunk failed')) });
    });
  return { load, loads };
}

function Page({ load }: { load: () => Promise<ComponentType<Props>> }) {
  return (
    <LazySection title="Fleet" minHeight="20rem" load={load}>
      {(Section) => <Section name="Acme Coaches" />}
    </LazySection>
  );
}

/** An IntersectionObserver the test drives: `reach()` brings the section near the viewport. */
function fakeObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
  }[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, options });
    }
    observe() {}
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const report = (isIntersecting: boolean) =>
    settle(() => {
      for (const { callback } of observers)
        callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
  return { observers, report };
}

/** Does what the test says inside act, and lets the promises it settles run on. */
async function settle(change: () => void) {
  await act(async () => {
    change();
    await Promise.resolve();
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('LazySection', () => {
  it('shows its heading at once in a placeholder of the reserved height, then the section', async () => {
    const { load, loads } = heldLoader();
    render(<Page load={load} />);

    const heading = screen.getByRole('heading', { name: 'Fleet' });
    const frame = heading.closest('.lazy-section');
    expect(frame).toHaveAttribute('aria-busy', 'true');
    expect((frame as HTMLElement | null)?.style.minHeight).toBe('20rem');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    // Without an IntersectionObserver (as in these tests' DOM) it loads at once.
    expect(loads).toHaveLength(1);

    await settle(() => loads[0]?.resolve(Fleet));
    expect(await screen.findByRole('region', { name: 'Fleet' })).toHaveTextContent(
      'Buses of Acme Coaches',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('loads when it nears the viewport, not before', async () => {
    const { observers, report } = fakeObserver();
    const { load, loads } = heldLoader();
    render(<Page load={load} />);

    expect(observers[0]?.options?.rootMargin).toBe(`${NEAR_VIEWPORT} 0px`);
    await report(false);
    expect(loads).toHaveLength(0);
    await report(true);
    expect(loads).toHaveLength(1);
    await settle(() => loads[0]?.resolve(Fleet));
    expect(await screen.findByText('Buses of Acme Coaches')).toBeInTheDocument();
  });

  it('loads out of sight once the page has settled and the browser is idle', async () => {
    vi.useFakeTimers();
    fakeObserver();
    // The browser is idle at once.
    const idle = vi.fn((callback: () => void) => {
      callback();
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { load, loads } = heldLoader();
    render(<Page load={load} />);

    await settle(() => vi.advanceTimersByTime(IDLE_AFTER_MS - 1));
    expect(loads).toHaveLength(0);
    await settle(() => vi.advanceTimersByTime(1));
    expect(idle).toHaveBeenCalledTimes(1);
    expect(loads).toHaveLength(1);
  });

  it('says when its code could not be loaded, and Try again loads it', async () => {
    // React reports the error its boundary caught.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, loads } = heldLoader();
    render(<Page load={load} />);

    await settle(() => loads[0]?.reject());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SECTION_LOAD_FAILED);
    // The heading and the reserved height stay.
    expect(screen.getByRole('heading', { name: 'Fleet' })).toBeInTheDocument();
    expect(loads).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(loads).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await settle(() => loads[1]?.resolve(Fleet));
    expect(await screen.findByText('Buses of Acme Coaches')).toBeInTheDocument();
  });
});
