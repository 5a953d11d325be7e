import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyRoute } from '../lazyRoute';

/**
 * The traveller tree: search, compare, review and confirmation. Public (visitors use it), so no guard;
 * each page is its own lazy chunk.
 */
export const travellerRoutes: RouteObject[] = [
  lazyRoute(paths.search, () => import('./SearchPage'), 'SearchPage'),
  lazyRoute(paths.review, () => import('./ReviewPage'), 'ReviewPage'),
  lazyRoute(paths.compare, () => import('./ComparePage'), 'ComparePage'),
  lazyRoute(paths.confirmation, () => import('./ConfirmationPage'), 'ConfirmationPage'),
];
