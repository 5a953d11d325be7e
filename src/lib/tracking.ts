import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { SEARCH_QUERY_NAMES } from '@/config/searchQuery';

/**
 * Page views and conversions. With no analytics id configured everything here is a no-op and
 * no third-party script is ever requested. Loaded by app/layout/PageTracker.tsx once there is a
 * view to report, and by the confirmation screen.
 */
type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let started = false;

function loadScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/**
 * gtag.js reads only `arguments` objects from the data layer and skips plain arrays, so this
 * must push `arguments` itself, exactly as Google's snippet does.
 */
function gtag(..._args: unknown[]): void {
  window.dataLayer = window.dataLayer ?? [];
  // eslint-disable-next-line prefer-rest-params -- see above: an Arguments object is required
  window.dataLayer.push(arguments);
}

/** The router matches paths whatever their case, and with a trailing slash. */
const isTripSheet = (pathname: string) => pathname.toLowerCase().replace(/\/+$/, '') === paths.trip;

/**
 * What a page view may report of an address (issue 39): its path, and of its query only the
 * search's own parameters; never a fragment. The trip sheet's fragment is the trip itself (its
 * name, places, phones, quote number; an old link's query is moved there before this runs), so
 * /trip reports its path alone, whatever its address holds.
 */
export function trackedPath(pathname: string, search: string): string {
  if (isTripSheet(pathname)) return paths.trip;
  const query = new URLSearchParams(search);
  const kept = new URLSearchParams(
    [...query].filter(([name]) => SEARCH_QUERY_NAMES.includes(name)),
  ).toString();
  return kept ? `${pathname}?${kept}` : pathname;
}

/**
 * What gtag.js is told of the page, or it reads the whole href and the document's title itself.
 * The sheet's title holds the trip's name (or its places): its path stands for it.
 */
const pageOf = (path: string) => ({
  page_location: `${window.location.origin}${path}`,
  ...(isTripSheet(path) ? { page_title: paths.trip } : {}),
});

function start(id: string, path: string): void {
  if (started) return;
  started = true;
  window.gtag = gtag;
  gtag('js', new Date());
  gtag('config', id, { send_page_view: false, ...pageOf(path) });
  loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
}

/** The path of the last page view: a change the report does not show (a sheet's name) is none. */
let lastPath: string | null = null;

/** One page view of the address, as trackedPath allows it (a no-op without an analytics id). */
export function trackPageView(pathname: string, search: string): void {
  const path = trackedPath(pathname, search);
  if (env.analyticsId === '' || path === lastPath) return;
  lastPath = path;
  start(env.analyticsId, path);
  gtag('event', 'page_view', { page_path: path, ...pageOf(path) });
}

/** The conversion snippet of the confirmation screen; loads without blocking the page. */
export function trackConversion(label: string): void {
  if (env.conversionId === '') return;
  // Only on /confirmation, whose address holds nothing of the traveller's.
  const path = trackedPath(window.location.pathname, window.location.search);
  start(env.conversionId, path);
  gtag('config', env.conversionId, pageOf(path));
  gtag('event', 'conversion', { send_to: `${env.conversionId}/${label}` });
}
