import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * The traveller tree: search, compare, review and confirmation. Public (visitors use it), so no
 * guard; each page is its own lazy chunk. Their layout brings the traveller's state (search,
 * compare, quote cart, trip request) and reads it back from storage before a page renders.
 */
export const travellerRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./TravellerState')).TravellerState }),
    children: [
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
    ],
  },
];
