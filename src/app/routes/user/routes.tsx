import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyRoute } from '../lazyRoute';

/**
 * The user tree (/users/*): registration (/users/subscribe) is public; the account pages sit
 * behind one RequireRole (role user; visitors get the login modal and come back). Every page is
 * its own lazy chunk; the layout (side menu) is shared by the three account pages.
 */
export const userRoutes: RouteObject[] = [
  lazyRoute(paths.userSubscribe, () => import('./UserSubscribePage'), 'UserSubscribePage'),
  {
    // A lazy chunk, as the other trees' guards: this table is all of the tree in the first load.
    lazy: async () => ({ Component: (await import('./UserGuard')).UserGuard }),
    children: [
      lazyRoute(undefined, () => import('./UserLayout'), 'UserLayout', [
        lazyRoute(paths.userQuoteHistory, () => import('./QuoteHistoryPage'), 'QuoteHistoryPage'),
        lazyRoute(paths.userMyAccount, () => import('./MyAccountPage'), 'MyAccountPage'),
        lazyRoute(paths.userMessages, () => import('./MessagesPage'), 'MessagesPage'),
      ]),
      // The account area has no page of its own at /users: its first page stands in.
      { path: '/users', element: <Navigate to={paths.userQuoteHistory} replace /> },
    ],
  },
];
