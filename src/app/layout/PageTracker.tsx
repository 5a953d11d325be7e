import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { env } from '@/config/env';

/**
 * One page view per change of the address, as lib/tracking.ts allows it to be reported. Without
 * an analytics id nothing is loaded; with one, the tracker's code comes after the first view's
 * render (it is in no screen's first load), and a tracker that cannot load costs no page.
 */
export function PageTracker() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (env.analyticsId === '') return;
    import('@/lib/tracking').then(
      ({ trackPageView }) => trackPageView(pathname, search),
      () => undefined,
    );
  }, [pathname, search]);
  return null;
}
