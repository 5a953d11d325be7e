import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyRoute } from '../lazyRoute';

/**
 * The admin tree (/admin/*): one page, /admin/reports, behind the admin guard. Like the
 * operator table, this file is the only admin module in the first load (the router needs the
 * paths): paths and lazy imports only, the guard included.
 */
export const adminRoutes: RouteObject[] = [
  lazyRoute(undefined, () => import('./AdminGuard'), 'AdminGuard', [
    lazyRoute(paths.adminReports, () => import('./AdminReportsPage'), 'AdminReportsPage'),
  ]),
];
