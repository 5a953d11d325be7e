import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/**
 * A route whose component is its own chunk, fetched on the first visit: `lazyRoute(paths.join,
 * () => import('./JoinPage'), 'JoinPage')`. No path: a layout or a guard around `children`.
 */
export function lazyRoute<Name extends string, Module extends Record<Name, ComponentType>>(
  path: string | undefined,
  load: () => Promise<Module>,
  name: Name,
  children?: RouteObject[],
): RouteObject {
  return { path, lazy: async () => ({ Component: (await load())[name] }), children };
}
