import { useEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * The element's width in whole CSS pixels, kept current as it resizes; `fallback` until it is
 * measured (and where nothing measures, as in tests). The observer reports after the browser's
 * own layout (no layout forced here), and its update is drawn before that frame is painted, so
 * a drawing sized in real pixels (the report charts, the route map) never shows at the fallback
 * width on a phone.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.width ?? 0);
      if (measured > 0) flushSync(() => setWidth(measured));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width || fallback;
}
