import './LazySection.css';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { Alert } from '@/components/feedback/Alert';
import { Loading } from '@/components/feedback/Loading';

export const SECTION_LOAD_FAILED = 'This section could not be loaded. Check your connection.';

/** How far below (or above) the viewport a section starts loading: a fast scroller finds it there. */
export const NEAR_VIEWPORT = '600px';
/**
 * A section out of sight loads anyway once the page has settled: this long after the page's
 * `load` (or after the section appears, on a page reached inside the app), then when the
 * browser is idle. The screen's first load stays without it; the visitor who scrolls later
 * finds it there.
 */
export const IDLE_AFTER_MS = 2500;

/** A section's code: the component that draws it, with the props it takes. */
export type SectionLoader<P extends object> = () => Promise<ComponentType<P>>;

/** Each loader's code, loaded once for every section (and every visit) that shows it. */
const loaded = new Map<SectionLoader<never>, Promise<unknown>>();

function loadOnce<P extends object>(load: SectionLoader<P>): Promise<ComponentType<P>> {
  let loading = loaded.get(load as SectionLoader<never>) as Promise<ComponentType<P>> | undefined;
  if (!loading) {
    // A failed download is forgotten, so Try again asks again.
    loading = load().catch((error: unknown) => {
      loaded.delete(load as SectionLoader<never>);
      throw error;
    });
    loaded.set(load as SectionLoader<never>, loading);
  }
  return loading;
}

/** Calls `start` when the element nears the viewport or, failing that, once the page has settled. */
function useWhenNear(ref: RefObject<HTMLElement | null>, start: () => void, active: boolean) {
  useEffect(() => {
    if (!active) return;
    const element = ref.current;
    // No IntersectionObserver (an old browser, a test's DOM): nothing tells when it is near.
    if (typeof IntersectionObserver === 'undefined' || !element) {
      start();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start();
      },
      { rootMargin: `${NEAR_VIEWPORT} 0px` },
    );
    observer.observe(element);

    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function')
        idle = requestIdleCallback(start, { timeout: 2000 });
      else start();
    };
    const afterLoad = () => {
      timer = setTimeout(whenIdle, IDLE_AFTER_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('load', afterLoad);
      clearTimeout(timer);
      if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    };
  }, [ref, start, active]);
}

interface LazySectionProps<P extends object> {
  /** The section's heading, drawn at once in the card the section will fill. */
  title?: string;
  /**
   * The height the section will take (CSS length), held while its code arrives, so nothing
   * below it moves when it appears.
   */
  minHeight: string;
  /** The section's code, e.g. `async () => (await import('./FleetSection')).FleetSection`. */
  load: SectionLoader<P>;
  /** Draws the loaded section (it draws its own card and heading, which replace these). */
  children: (Section: ComponentType<P>) => ReactNode;
  /** Without a title: the frame around the placeholder, if any (a report's own section). */
  card?: boolean;
}

/**
 * A section below the first viewport whose code loads when it is about to be seen: its card
 * and heading show at once, holding the section's height, with "Loading..." in it; the code
 * loads as the section nears the viewport (NEAR_VIEWPORT), or once the page has settled
 * (IDLE_AFTER_MS, then idle time), so a fast scroller does not wait long. A failed download
 * says so in the card, with Try again. `load` must be the same function on every render (a
 * module-level constant): each one's code is fetched once.
 */
export function LazySection<P extends object>({
  title,
  minHeight,
  load,
  children,
  card = title !== undefined,
}: LazySectionProps<P>) {
  const ref = useRef<HTMLDivElement>(null);
  const [Section, setSection] = useState<ComponentType<P> | null>(null);
  const [wanted, setWanted] = useState(false);
  const [failed, setFailed] = useState(false);
  // Try again: another download of the code that failed.
  const [attempt, setAttempt] = useState(0);
  const start = useCallback(() => setWanted(true), []);
  useWhenNear(ref, start, !wanted);

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    loadOnce(load).then(
      (component) => current && setSection(() => component),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [wanted, attempt, load]);

  if (Section) return children(Section);

  const body = (
    <div className="lazy-section__body">
      {failed ? (
        <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-3">
          <span>{SECTION_LOAD_FAILED}</span>
          <button
            type="button"
            className="btn btn-outline-dark btn-sm"
            onClick={() => {
              setFailed(false);
              setAttempt((value) => value + 1);
            }}
          >
            Try again
          </button>
        </Alert>
      ) : (
        <Loading />
      )}
    </div>
  );
  return (
    <div
      ref={ref}
      className={card ? 'card shadow-sm lazy-section' : 'lazy-section'}
      style={{ minHeight }}
      aria-busy={!failed}
    >
      {card ? (
        <div className="card-body lazy-section__card-body">
          {title !== undefined && <h2 className="h5 mb-2">{title}</h2>}
          {body}
        </div>
      ) : (
        body
      )}
    </div>
  );
}
