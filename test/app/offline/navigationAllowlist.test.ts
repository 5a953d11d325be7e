import type { RouteObject } from 'react-router-dom';
import { navigationAllowlist } from '../../../build/offlineNavigation';
import { routes } from '@/app/router';

/** Every path under a route, with its tree's id (the pathless route of routeTree). */
function treePaths(route: RouteObject, tree: string | undefined, found: Map<string, string[]>) {
  const id = route.id && !route.path ? route.id : tree;
  if (id && route.path && route.lazy) found.set(id, [...(found.get(id) ?? []), route.path]);
  for (const child of route.children ?? []) treePaths(child, id, found);
}

/** A path with each parameter filled in, as a visitor's address has it. */
const visited = (path: string): string => path.replace(/:\w+\??/g, 'x1');

describe('the offline allow list and the route trees', () => {
  const found = new Map<string, string[]>();
  for (const route of routes) treePaths(route, undefined, found);
  const answered = (path: string) => navigationAllowlist().some((pattern) => pattern.test(path));

  it('answers every page of the public, traveller and traveller-account trees', () => {
    const pages = ['public', 'traveller', 'user'].flatMap((tree) => found.get(tree) ?? []);
    expect(pages.length).toBeGreaterThan(10);
    for (const path of pages) expect(answered(visited(path)), path).toBe(true);
  });

  it('answers no operator or admin page', () => {
    const pages = ['operator', 'admin'].flatMap((tree) => found.get(tree) ?? []);
    expect(pages.length).toBeGreaterThan(10);
    for (const path of pages) expect(answered(visited(path)), path).toBe(false);
  });
});
