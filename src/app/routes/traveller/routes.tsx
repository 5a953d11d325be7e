import type { RouteObject } from 'react-router-dom';

/**
 * The traveller tree: search, review and confirmation. Public (visitors use it), so no guard;
 * each page is its own lazy chunk.
 */
export const travellerRoutes: RouteObject[] = [];
