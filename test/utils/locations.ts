import type { createMemoryRouter } from 'react-router-dom';

/**
 * Records every location a router passes through. Screens of later issues may not exist yet,
 * so a landing page is asserted as "navigated there" even if the unknown-path rule moves on.
 */
export function recordLocations(router: ReturnType<typeof createMemoryRouter>): string[] {
  const seen: string[] = [router.state.location.pathname];
  router.subscribe((state) => {
    const last = seen[seen.length - 1];
    if (state.location.pathname !== last) seen.push(state.location.pathname);
    if (state.navigation.location && state.navigation.location.pathname !== seen[seen.length - 1]) {
      seen.push(state.navigation.location.pathname);
    }
  });
  return seen;
}
