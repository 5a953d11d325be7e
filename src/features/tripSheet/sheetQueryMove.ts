/**
 * Old trip sheet links (/trip?name=...&from=...) opened as new ones (/trip#name=...): the trip
 * moves from the query, which every request of the page carries (server, CDN and proxy logs,
 * the Referer of its own files), into the fragment, which none does (issue 47).
 *
 * index.html's inline script runs this before any other script of the page, so nothing that
 * reads the address later (the router, the tracker, gtag.js) ever sees the query. That script
 * is this file inlined (build/firstScreen.ts strips its types and minifies it), so it must stay
 * self-contained: no imports, no helpers outside it. The dev server has no inline script:
 * main.tsx calls it there.
 */

/** What of a URL the move reads (a Location, or a URL). */
interface Address {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * Where a sheet's old address moves to, or null when it stays. The query becomes the fragment;
 * a link that already has a fragment is a new one with something appended to its query (a
 * messaging app's tracking parameter): the fragment stays and the query goes. The router
 * matches paths whatever their case and with a trailing slash, so the move does too.
 */
export function movedSheetAddress(address: Address, tripPath: string): string | null {
  const { pathname, search, hash } = address;
  if (search.length < 2 || pathname.toLowerCase().replace(/\/+$/, '') !== tripPath) return null;
  return pathname + (hash.length > 1 ? hash : `#${search.slice(1)}`);
}

/** Moves this page's address, in place: no new history entry, no reload. */
export function moveSheetQuery(tripPath: string): void {
  const moved = movedSheetAddress(location, tripPath);
  if (moved !== null) history.replaceState(history.state, '', moved);
}
