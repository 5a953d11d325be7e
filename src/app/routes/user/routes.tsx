import { Navigate, type RouteObject } from 'react-router-dom';
import { RequireRole } from '@/app/guards';
import { paths } from '@/config/paths';

/**
 * The user tree (/users/*): registration (/users/subscribe) is public; the account pages sit
 * behind one RequireRole (role user; visitors get the login modal and come back). Every page is
 * its own lazy chunk; the layout (side menu) is shared by the three account pages.
 */
export const userRoutes: RouteObject[] = [
  {
    path: paths.userSubscribe,
    lazy: async () => ({ Component: (await import('./UserSubscribePage')).UserSubscribePage }),
  },
  {
    element: <RequireRole role="user" otherwise="login" />,
    children: [
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
    ],
  },
];
