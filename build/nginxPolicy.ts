/**
 * Where the build leaves what the web server needs to know about it: `.nginx/csp.conf`, this
 * build's Content-Security-Policy header for deploy/nginx (the header needs the same inline-script
 * hash and API origins as the meta tag, so only the build can write it). A dot folder: the nginx
 * site answers 404 for it, and the Dockerfile moves nothing by hand.
 */
export const SERVER_DIR = '.nginx';

/** An nginx include defining `$bus_charter_csp` (deploy/nginx/bus-charter/headers.conf sends it). */
export function nginxPolicyInclude(policy: string): string {
  // The value goes inside a double-quoted nginx string: a quote, `$` (a variable), a backslash or
  // a line break would change its meaning, and no CSP source list needs them.
  if (/["$\\\r\n]/.test(policy)) throw new Error(`CSP not writable for nginx: ${policy}`);
  return [
    '# Written by vite build (vite.config.ts) from src/config/contentSecurityPolicy.ts: the',
    "# Content-Security-Policy header of this build (its API origins, its inline script's hash).",
    '# Included at http level by deploy/nginx/templates/default.conf.template.',
    'map $uri $bus_charter_csp {',
    `    default "${policy}";`,
    '}',
    '',
  ].join('\n');
}
