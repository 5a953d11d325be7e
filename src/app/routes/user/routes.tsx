import type { RouteObject } from 'react-router-dom';

/**
 * The user tree (/users/*, role user) sits behind RequireRole in router.tsx; /users/subscribe
 * (registration) is public and lives in `publicUserRoutes`.
 */
export const userRoutes: RouteObject[] = [];
export const publicUserRoutes: RouteObject[] = [];
