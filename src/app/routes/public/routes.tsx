import { redirect, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * The public tree: the portal login, join, terms, not-found and the password pages. No guard;
 * each page is its own lazy chunk.
 */
export const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./PortalLoginPage')).PortalLoginPage }),
  },
  {
    path: paths.join,
    lazy: async () => ({ Component: (await import('./JoinPage')).JoinPage }),
  },
  {
    path: paths.notFound,
    lazy: async () => ({ Component: (await import('./NotFoundPage')).NotFoundPage }),
  },
  {
    path: paths.terms,
    lazy: async () => ({ Component: (await import('./TermsPage')).TermsPage }),
  },
  {
    path: paths.forgotPassword,
    lazy: async () => ({
      Component: (await import('./ForgotPasswordPage')).ForgotPasswordPage,
    }),
  },
  {
    path: paths.unauthenticated,
    lazy: async () => ({
      Component: (await import('./UnauthenticatedPage')).UnauthenticatedPage,
    }),
  },
  { path: paths.forgot, loader: () => redirect(paths.forgotPassword) },
];
