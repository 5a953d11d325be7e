/**
 * What index.html's early calls (earlyCalls.ts, inlined by build/firstScreen.ts) and the API
 * client's adapter (earlyResponses.ts) must agree on. No DOM and no imports: the build reads it.
 */

/** The window property the early calls are kept on. */
export const EARLY_CALLS = '__buscharterEarlyCalls';

/** A persisted login (redux-persist's key for the auth slice, app/persist.ts): its token. */
export const EARLY_AUTH_KEY = 'buscharter:auth';

/** An early call not answered by then is given up; the app then makes its own. */
export const EARLY_TIMEOUT_MS = 10_000;
