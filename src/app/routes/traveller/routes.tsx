import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyRoute } from '../lazyRoute';

/**
 * The traveller tree: search, compare, review and confirmation. Public (visitors use it), so no
 * guard; each page is its own lazy chunk. Their layout brings the traveller's state (search,
 * compare, quote cart, trip request) and reads it back from storage before a page renders.
 */
export const travellerRoutes: RouteObject[] = [
  lazyRoute(undefined, () => import('./TravellerState'), 'TravellerState', [
    lazyRoute(paths.search, () => import('./SearchPage'), 'SearchPage'),
    lazyRoute(paths.review, () => import('./ReviewPage'), 'ReviewPage'),
    lazyRoute(paths.compare, () => import('./ComparePage'), 'ComparePage'),
    lazyRoute(paths.confirmation, () => import('./ConfirmationPage'), 'ConfirmationPage'),
  ]),
  // Made from its link alone: no traveller state to download or read back (a parent's phone).
  lazyRoute(paths.trip, () => import('./TripSheetPage'), 'TripSheetPage'),
];
