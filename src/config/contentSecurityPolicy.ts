import type { AppConfig } from './readConfig';

/*
 * The Content-Security-Policy of a production build. vite.config.ts writes it into index.html (a
 * meta tag, so any static host and `vite preview` enforce it) and, as a response header, into the
 * build's nginx include (deploy/nginx serves it). Pure (no Node, no DOM), so Vitest checks it and
 * the build and the app share one source.
 */

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null; // a relative (demo) base is same-origin
  }
}

/** The origins of the four configured services (none in demo mode: they are same-origin). */
export function apiOrigins(config: AppConfig): string[] {
  const origins = [
    config.apiBaseUrl,
    config.apiLongBaseUrl,
    config.paymentsBaseUrl,
    config.contentBaseUrl,
  ].map(originOf);
  return [...new Set(origins.filter((origin): origin is string => origin !== null))];
}

/**
 * Our origin, the configured APIs (calls and the photos they serve), analytics. `scriptHashes`
 * ('sha256-...') allow the build's own inline scripts (index.html's first-screen hints), nothing else.
 */
export function contentSecurityPolicy(config: AppConfig, scriptHashes: string[] = []): string {
  const apis = apiOrigins(config);
  const analytics =
    config.analyticsId || config.conversionId ? ['https://www.googletagmanager.com'] : [];
  const analyticsConnect = analytics.length
    ? ['https://*.google-analytics.com', 'https://*.googletagmanager.com']
    : [];
  const list = (...sources: string[]) => [...new Set(sources)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...analytics)}`,
    // react-bootstrap and react-toastify set inline styles.
    "style-src 'self' 'unsafe-inline'",
    // Company photos come from the API's own origin, which may be plain http, or from any https
    // host the operators' photo URLs name.
    `img-src ${list("'self'", 'data:', 'blob:', 'https:', ...apis)}`,
    "font-src 'self' data:",
    `connect-src ${list("'self'", ...apis, ...analyticsConnect)}`,
    // The service workers (MSW's in a demo build, the offline worker's) and the web app manifest
    // come from our origin only; default-src says so already, named here so no edit of it
    // can take them away unseen.
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The policy as a response header: the same directives plus `frame-ancestors 'none'`, which only a
 * header can carry (browsers ignore it in a meta tag), so no other site can frame the login or the
 * payment pages to click-jack an operator.
 */
export function contentSecurityPolicyHeader(
  config: AppConfig,
  scriptHashes: string[] = [],
): string {
  return `${contentSecurityPolicy(config, scriptHashes)}; frame-ancestors 'none'`;
}
