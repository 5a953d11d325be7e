import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { trackedPath, trackPageView } from '@/lib/tracking';

/**
 * One page view per change of what may be reported of the address (a no-op without an analytics
 * id): a trip sheet's name going into its link is no new view.
 */
export function PageTracker() {
  const { pathname, search } = useLocation();
  const path = trackedPath(pathname, search);
  useEffect(() => {
    trackPageView(path);
  }, [path]);
  return null;
}
