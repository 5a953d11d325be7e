import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * The traveller tree: search, compare, review and confirmation. Public (visitors use it), so no guard;
 * each page is its own lazy chunk.
 */
export const travellerRoutes: RouteObject[] = [
  {
    path: paths.search,
    lazy: async () => ({ Component: (await import('./SearchPage')).SearchPage }),
  },
  {
    path: paths.review,
    lazy: async () => ({ Component: (await import('./ReviewPage')).ReviewPage }),
  },
  {
    path: paths.compare,
    lazy: async () => ({ Component: (await import('./ComparePage')).ComparePage }),
  },
  {
    path: paths.confirmation,
    lazy: async () => ({ Component: (await import('./ConfirmationPage')).ConfirmationPage }),
  },
];
