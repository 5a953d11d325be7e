import { redirect, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyRoute } from '../lazyRoute';

/**
 * The public tree: the portal login, join, terms, not-found and the password pages. No guard;
 * each page is its own lazy chunk.
 */
export const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./PortalLoginPage')).PortalLoginPage }),
  },
  lazyRoute(paths.join, () => import('./JoinPage'), 'JoinPage'),
  lazyRoute(paths.notFound, () => import('./NotFoundPage'), 'NotFoundPage'),
  lazyRoute(paths.terms, () => import('./TermsPage'), 'TermsPage'),
  lazyRoute(paths.forgotPassword, () => import('./ForgotPasswordPage'), 'ForgotPasswordPage'),
  lazyRoute(paths.unauthenticated, () => import('./UnauthenticatedPage'), 'UnauthenticatedPage'),
  { path: paths.forgot, loader: () => redirect(paths.forgotPassword) },
];
