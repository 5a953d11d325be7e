import { useEffect, useState, type RefObject } from 'react';

/** Before the first measure, and where there is no layout (tests): a phone's width. */
const FALLBACK_WIDTH = 320;

/**
 * The element's width in CSS pixels, kept current. The charts draw in real pixels (the viewBox
 * is the measured width) so their 12px text stays 12px on a phone and on a wide screen, instead
 * of a fixed drawing scaled to unreadable or to huge.
 */
export function useChartWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const measured = Math.floor(element.clientWidth);
      if (measured > 0) setWidth(measured);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
