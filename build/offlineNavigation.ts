import { OFFLINE_PAGES, paths } from '../src/config/paths.ts';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A route path ('/search/:city?/:state?') as the pattern Workbox tests a navigation's path and
 * query against: its literal segments (any case, as the router matches them), one segment for
 * each parameter (optional where the path says so), an optional trailing slash, any query.
 */
export function navigationPattern(path: string): RegExp {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `\\/${escapeRegExp(segment)}`;
      return segment.endsWith('?') ? '(?:\\/[^/?#]+)?' : '\\/[^/?#]+';
    });
  return new RegExp(`^${segments.join('')}\\/?(?:\\?.*)?$`, 'i');
}

/**
 * The navigations the worker answers with its precached index.html: the pages of
 * OFFLINE_PAGES (src/config/paths.ts), nothing else. An operator or admin page, whose code is
 * not precached, and any same-origin API path go to the network, so they get the page of the
 * build deployed now, never an older build's page whose chunks the server no longer has.
 */
export function navigationAllowlist(): RegExp[] {
  return OFFLINE_PAGES.flatMap((page) => [paths[page]].flat()).map(navigationPattern);
}
