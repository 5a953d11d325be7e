import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './layout/RouteError';

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

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [publicTree, { path: '*', loader: () => redirect(paths.home) }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
