/**
 * The sources only operators or admins use, in one place for the two that need them:
 * `npm run size` (scripts/size.mjs: none may be in a file a traveller screen downloads) and the
 * offline worker's precache (build/offlinePrecache.ts: no chunk holding one is precached, so a
 * visitor never downloads operator or admin code through it). Plain JavaScript, so the Node
 * script and the TypeScript build read the same list. A folder ends with "/".
 */
export const OPERATOR_ONLY = [
  'src/app/routes/operator/',
  'src/app/routes/admin/',
  ...[
    'registration',
    'wizard',
    'company',
    'fleet',
    'listings',
    'listingEdit',
    'bidding',
    'payments',
    'arrears',
    'operatorMessages',
    'operatorReviews',
    'reviews',
    'reports',
    'adminReports',
    // The free-trial upgrade (banner, modal, slice, calls): loaded only for such operators.
    'upgrade',
  ].map((feature) => `src/features/${feature}/`),
  // The operator login's follow-up calls (setup progress, free-trial flags).
  'src/features/auth/operatorApi.ts',
];

/**
 * A tree's route table is the exception: the router needs every tree's paths up front, so it is
 * in the entry by design. It holds paths and lazy imports only (its guard and pages are chunks).
 */
export const ROUTE_TABLES = [
  'src/app/routes/operator/routes.tsx',
  'src/app/routes/admin/routes.tsx',
];

/** Whether a source (relative to the project, "/" separated) is operator or admin code only. */
export const isOperatorOnly = (source) =>
  !ROUTE_TABLES.includes(source) &&
  OPERATOR_ONLY.some((entry) =>
    entry.endsWith('/') ? source.startsWith(entry) : source === entry,
  );
