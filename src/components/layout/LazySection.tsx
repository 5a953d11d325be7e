import './LazySection.css';
import { useLingui } from '@lingui/react/macro';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { LoadBoundary } from '@/components/feedback/LoadBoundary';
import { Loading } from '@/components/feedback/Loading';
import { whenSettled } from '@/lib/whenSettled';

/** The failure's English text, as the tests read it; shown through its message. */
export const SECTION_LOAD_FAILED = 'This section could not be loaded. Check your connection.';

/** How far below (or above) the viewport a section starts loading: a fast scroller finds it there. */
export const NEAR_VIEWPORT = '600px';
/**
 * A section out of sight loads anyway once the page has settled (lib/whenSettled: after the
 * page's `load`, or after the section appears on a page reached inside the app, then when the
 * browser is idle). The screen's first load stays without it; the visitor who scrolls later
 * finds it there.
 */
export { IDLE_AFTER_MS } from '@/lib/whenSettled';

/** A section's code: the component that draws it, with the props it takes. */
export type SectionLoader<P extends object> = () => Promise<ComponentType<P>>;

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

    const cancel = whenSettled(start);
    return () => {
      observer.disconnect();
      cancel();
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
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const start = useCallback(() => setWanted(true), []);
  useWhenNear(ref, start, !wanted);

  // The card and heading the section will fill, at its height: while the code is on its way,
  // and with the failure.
  const placeholder = (content: ReactNode, busy = true) => {
    const body = <div className="lazy-section__body">{content}</div>;
    return (
      <div
        ref={ref}
        className={card ? 'card shadow-sm lazy-section' : 'lazy-section'}
        style={{ minHeight }}
        aria-busy={busy}
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
  };
  if (!wanted) return placeholder(<Loading />);
  return (
    <LoadBoundary
      load={load}
      message={t`This section could not be loaded. Check your connection.`}
      fallback={placeholder(<Loading />)}
      frame={(failure) => placeholder(failure, false)}
    >
      {children}
    </LoadBoundary>
  );
}
