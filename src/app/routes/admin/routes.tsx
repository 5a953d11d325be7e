import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * The admin tree (/admin/*): one page, /admin/reports, behind the admin guard. Like the
 * operator table, this file is the only admin module in the first load (the router needs the
 * paths): paths and lazy imports only, the guard included.
 */
export const adminRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./AdminGuard')).AdminGuard }),
    children: [
      {
        path: paths.adminReports,
        lazy: async () => ({
          Component: (await import('./AdminReportsPage')).AdminReportsPage,
        }),
      },
    ],
  },
];
