import Container from 'react-bootstrap/Container';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { Loading } from '@/components/feedback/Loading';
import { paths } from '@/config/paths';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './layout/RouteError';
import { adminRoutes } from './routes/admin/routes';
import { operatorRoutes } from './routes/operator/routes';
import { publicRoutes } from './routes/public/routes';
import { travellerRoutes } from './routes/traveller/routes';
import { userRoutes } from './routes/user/routes';

/**
 * A route tree: a pathless route inside the root layout, with its own error element (shown
 * inside the layout's `main`, header and footer kept). Each tree declares its routes, guard and
 * lazy chunks in `routes/<tree>/routes.tsx`; a tree whose pages need a slice that is not in the
 * traveller's first load imports (and so injects) it from that route's `lazy`, next to the page.
 */
export function routeTree(id: string, children: RouteObject[]): RouteObject {
  return {
    id,
    errorElement: <RouteError />,
    // Shown inside the layout while the first page's lazy chunk arrives; the same as
    // index.html's static shell, so the first frames do not move.
    hydrateFallbackElement: (
      <Container className="py-4">
        <Loading />
      </Container>
    ),
    children,
  };
}

/** The root: the layout around every tree, and the unknown-path rule. */
export function appRoutes(trees: RouteObject[]): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      // Only when the layout itself fails: then this is the whole page.
      errorElement: <RouteError page />,
      children: [
        ...trees,
        // An element, not a loader redirect: the address the visitor asked for is committed
        // first, so history and page views show what was asked before it goes home.
        { path: '*', element: <Navigate to={paths.home} replace /> },
      ],
    },
  ];
}

/** The route table: every page is a lazy chunk, so a traveller never downloads operator code. */
export const routes: RouteObject[] = appRoutes([
  routeTree('public', publicRoutes),
  routeTree('traveller', travellerRoutes),
  routeTree('user', userRoutes),
  routeTree('operator', operatorRoutes),
  routeTree('admin', adminRoutes),
]);

export function createAppRouter() {
  return createBrowserRouter(routes);
}
