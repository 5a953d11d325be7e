import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * The user tree (/users/*, role user) sits behind RequireRole in router.tsx; /users/subscribe
 * (registration) is public and lives in `publicUserRoutes`. Every page is its own lazy chunk;
 * the layout (side menu) is shared by the three account pages.
 */
export const userRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./UserLayout')).UserLayout }),
    children: [
      {
        path: paths.userQuoteHistory,
        lazy: async () => ({
          Component: (await import('./QuoteHistoryPage')).QuoteHistoryPage,
        }),
      },
      {
        path: paths.userMyAccount,
        lazy: async () => ({ Component: (await import('./MyAccountPage')).MyAccountPage }),
      },
      {
        path: paths.userMessages,
        lazy: async () => ({ Component: (await import('./MessagesPage')).MessagesPage }),
      },
    ],
  },
  // The account area has no page of its own at /users: its first page stands in.
  { path: '/users', element: <Navigate to={paths.userQuoteHistory} replace /> },
];

export const publicUserRoutes: RouteObject[] = [
  {
    path: paths.userSubscribe,
    lazy: async () => ({ Component: (await import('./UserSubscribePage')).UserSubscribePage }),
  },
];
