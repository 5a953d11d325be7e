import { createBrowserRouter, Navigate, redirect, type RouteObject } from 'react-router-dom';
import { Loading } from '@/components/feedback/Loading';
import { paths } from '@/config/paths';
import { RequireRole } from './guards';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './layout/RouteError';
import { travellerRoutes } from './routes/traveller/routes';
import { publicUserRoutes, userRoutes } from './routes/user/routes';

/**
 * The route table. Each tree is a pathless layout route with its own error element (and, for
 * the role trees, its one guard); every page is a lazy chunk, so a traveller never downloads
 * operator or admin code. Trees gain routes as their screens are built; until then their paths
 * fall to the unknown-path rule.
 */
const publicTree: RouteObject = {
  id: 'public',
  errorElement: <RouteError />,
  children: [
    {
      index: true,
      lazy: async () => ({
        Component: (await import('./routes/public/PortalLoginPage')).PortalLoginPage,
      }),
    },
    {
      path: paths.join,
      lazy: async () => ({ Component: (await import('./routes/public/JoinPage')).JoinPage }),
    },
    {
      path: paths.notFound,
      lazy: async () => ({
        Component: (await import('./routes/public/NotFoundPage')).NotFoundPage,
      }),
    },
    {
      path: paths.terms,
      lazy: async () => ({ Component: (await import('./routes/public/TermsPage')).TermsPage }),
    },
    {
      path: paths.forgotPassword,
      lazy: async () => ({
        Component: (await import('./routes/public/ForgotPasswordPage')).ForgotPasswordPage,
      }),
    },
    {
      path: paths.unauthenticated,
      lazy: async () => ({
        Component: (await import('./routes/public/UnauthenticatedPage')).UnauthenticatedPage,
      }),
    },
    { path: paths.forgot, loader: () => redirect(paths.forgotPassword) },
  ],
};

const travellerTree: RouteObject = {
  id: 'traveller',
  errorElement: <RouteError />,
  children: travellerRoutes,
};

const userTree: RouteObject = {
  id: 'user',
  errorElement: <RouteError />,
  children: [
    ...publicUserRoutes,
    { element: <RequireRole role="user" otherwise="login" />, children: userRoutes },
  ],
};

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first page's lazy chunk arrives (the shell renders right after).
    hydrateFallbackElement: <Loading />,
    children: [
      publicTree,
      travellerTree,
      userTree, // An element, not a loader redirect: the address the visitor asked for is committed first,
      // so history and page views show what was asked before it goes home.
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
