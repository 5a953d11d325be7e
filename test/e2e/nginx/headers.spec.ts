import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * The production site (deploy/nginx) over the demo build: every header on every kind of
 * answer, caching, the single-page app's routing with real 404s, and the precompressed files.
 * Run by `npm run test:nginx` (playwright.nginx.config.ts), which serves the build with
 * `npm run serve:prod`.
 */

const OUT = process.env.E2E_OUT ?? 'dist-e2e';
/** The build for a real API, with the offline worker (scripts/e2e-nginx.mjs), and its site. */
const API_OUT = process.env.E2E_API_OUT ?? 'dist-e2e-api';
const API_SITE = `http://127.0.0.1:${process.env.E2E_NGINX_API_PORT ?? 4182}`;
const ARREARS_KEY = 'a7f3c9e2b14d4e8f9c0a6b2d5e1f3a7c';
const APP_PATHS = [
  '/',
  '/search/dallas/tx?type=2&amenities=wifi',
  '/review',
  '/users/quote-history',
  '/subscribers/listings/700001',
  '/subscribers/init3',
  `/charge_arrears/${ARREARS_KEY}?from=email`,
  '/admin/reports',
  '/no/such/page',
];
const MISSING = [
  '/assets/missing.js',
  '/assets/missing.css',
  '/assets/',
  '/missing.png',
  '/sitemap.xml',
  '/search/dallas/tx.json',
  '/.nginx/csp.conf',
];
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

/** index.html as built, and the first script it loads (a hashed asset: the runtime or the entry). */
const indexHtml = readFileSync(join(OUT, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(indexHtml)?.[1] ?? '';
/** The Content-Security-Policy of a build's index.html (its meta tag). */
const policyOf = (html: string) =>
  /http-equiv="Content-Security-Policy" content="([^"]+)"/
    .exec(html)?.[1]
    ?.replaceAll('&#39;', "'");
const metaPolicy = policyOf(indexHtml);
const apiIndexHtml = readFileSync(join(API_OUT, 'index.html'), 'utf8');
/** Workbox's runtime, named by its content (beside sw.js). */
const workboxRuntime = `/${readdirSync(API_OUT).find((file) => /^workbox-[0-9a-f]{8}\.js$/.test(file)) ?? 'workbox-missing.js'}`;

const get = (request: APIRequestContext, path: string, headers: Record<string, string> = {}) =>
  request.get(path, { headers: { ...BROWSER, ...headers }, maxRedirects: 0 });

/** The headers every answer carries, whatever its kind or status. */
function expectSecurityHeaders(response: APIResponse, https: boolean, policy = metaPolicy) {
  const headers = response.headers();
  const where = `${response.url()} (${response.status()})`;
  // One source: the meta tag's policy, plus what only a header can say.
  expect(headers['content-security-policy'], where).toBe(`${policy}; frame-ancestors 'none'`);
  expect(headers['x-frame-options'], where).toBe('DENY');
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('strict-origin');
  const permissions = headers['permissions-policy'] ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial']) {
    expect(permissions, where).toContain(`${feature}=()`);
  }
  expect(headers['cross-origin-opener-policy'], where).toBe('same-origin');
  if (https) {
    expect(headers['strict-transport-security'], where).toBe('max-age=31536000; includeSubDomains');
  } else {
    expect(headers['strict-transport-security'], where).toBeUndefined();
  }
}

test.describe('the production nginx site', { tag: '@nginx' }, () => {
  test('the build has a policy and an entry script to check', () => {
    expect(metaPolicy).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
    expect(entry).toMatch(/^\/assets\/[\w-]+-[\w-]{8}\.js$/);
  });

  test('robots.txt is the crawler file, not the app', async ({ request }) => {
    const response = await get(request, '/robots.txt', { 'Accept-Encoding': '' });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe(readFileSync('public/robots.txt', 'utf8'));
  });

  for (const https of [false, true]) {
    test(`every kind of answer carries the security headers (${https ? 'behind a TLS proxy' : 'plain HTTP'})`, async ({
      request,
    }) => {
      const headers: Record<string, string> = https ? { 'X-Forwarded-Proto': 'https' } : {};
      // The app, deep links, a hashed asset, a missing one, a public file, a refused dot path.
      const answers: [string, number][] = [
        ['/', 200],
        ['/index.html', 200],
        ['/subscribers/listings/700001', 200],
        [`/charge_arrears/${ARREARS_KEY}?from=email`, 200],
        [entry, 200],
        ['/assets/missing.js', 404],
        ['/mockServiceWorker.js', 200],
        ['/.nginx/csp.conf', 404],
      ];
      for (const [path, status] of answers) {
        const response = await get(request, path, headers);
        expect(response.status(), path).toBe(status);
        expectSecurityHeaders(response, https);
      }
      // A revalidation, an identity and a gzip answer: every variant keeps them.
      const first = await get(request, entry, headers);
      const etag = first.headers()['etag'] ?? '';
      const notModified = await get(request, entry, { ...headers, 'If-None-Match': etag });
      expect(notModified.status()).toBe(304);
      expectSecurityHeaders(notModified, https);
      expectSecurityHeaders(
        await get(request, entry, { ...headers, 'Accept-Encoding': '' }),
        https,
      );
      expectSecurityHeaders(
        await get(request, entry, { ...headers, 'Accept-Encoding': 'gzip' }),
        https,
      );
    });
  }

  test('hashed assets are immutable for a year; the app and other files are revalidated; errors are not stored', async ({
    request,
  }) => {
    const cacheControl = async (path: string, headers: Record<string, string> = {}) =>
      (await get(request, path, headers)).headers()['cache-control'];
    expect(await cacheControl(entry)).toBe('public, max-age=31536000, immutable');
    expect(await cacheControl(entry, { 'Accept-Encoding': 'gzip' })).toBe(
      'public, max-age=31536000, immutable',
    );
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(indexHtml)?.[1] ?? '';
    expect(await cacheControl(css)).toBe('public, max-age=31536000, immutable');
    for (const path of [
      ...APP_PATHS,
      '/index.html',
      '/mockServiceWorker.js',
      '/favicon.svg',
      '/robots.txt',
    ]) {
      expect(await cacheControl(path), path).toBe('no-cache');
    }
    expect(await cacheControl('/assets/missing.js')).toBe('no-store');
  });

  test('every app path answers index.html with 200, query string and all', async ({ request }) => {
    for (const path of APP_PATHS) {
      const response = await get(request, path, { 'Accept-Encoding': '' });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toBe('text/html; charset=utf-8');
      expect(await response.text(), path).toBe(indexHtml);
    }
  });

  test('a missing file answers a plain 404, never the app', async ({ request }) => {
    for (const path of MISSING) {
      const response = await get(request, path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).toBe('text/plain; charset=utf-8');
      expect(response.headers()['content-encoding'], path).toBeUndefined();
      expect(await response.text(), path).toBe('Not Found\n');
    }
  });

  test('text files go out as the build compressed them: brotli, else gzip, else as they are', async ({
    request,
  }) => {
    const files = ['/index.html', entry, '/mockServiceWorker.js'];
    for (const file of files) {
      const onDisk = readFileSync(join(OUT, file));
      for (const [accept, encoding] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['br;q=0, gzip', 'gzip'],
        ['gzip', 'gzip'],
        ['', undefined],
      ] as const) {
        const response = await get(request, file, { 'Accept-Encoding': accept });
        expect(response.headers()['content-encoding'], `${file} for "${accept}"`).toBe(encoding);
        expect(response.headers()['vary'], file).toBe('Accept-Encoding');
        // Playwright decodes the body: the same bytes as the build's file.
        expect((await response.body()).equals(onDisk), `${file} for "${accept}"`).toBe(true);
      }
    }
    // Each kind of compressed file keeps its own type (a .br file's would read ".br").
    const byKind = new Map<string, string>();
    for (const entryFile of readdirSync(OUT, { recursive: true, encoding: 'utf8' })) {
      if (!entryFile.endsWith('.br') || entryFile.startsWith('.')) continue;
      const original = `/${entryFile.slice(0, -'.br'.length).split('\\').join('/')}`;
      byKind.set(extname(original), original);
    }
    expect([...byKind.keys()].sort()).toEqual(['.css', '.html', '.js']);
    for (const original of byKind.values()) {
      const plain = await get(request, original, { 'Accept-Encoding': '' });
      const brotli = await get(request, original, { 'Accept-Encoding': 'br' });
      expect(brotli.headers()['content-encoding'], original).toBe('br');
      expect(brotli.headers()['content-type'], original).toBe(plain.headers()['content-type']);
      expect(plain.headers()['content-type'], original).toMatch(/^text\/(javascript|css|html);/);
    }
  });
});

test.describe('the offline worker on the production nginx site', { tag: '@nginx' }, () => {
  const apiGet = (request: APIRequestContext, path: string, headers: Record<string, string> = {}) =>
    get(request, `${API_SITE}${path}`, headers);

  test('a build for a real API has the worker and the manifest; a demo build has neither', async ({
    request,
  }) => {
    expect(apiIndexHtml).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(indexHtml).not.toContain('manifest.webmanifest');
    for (const path of ['/sw.js', '/manifest.webmanifest']) {
      expect((await get(request, path)).status(), `demo ${path}`).toBe(404);
    }
  });

  test('the worker and the manifest are revalidated on each use, Workbox by its hash for a year', async ({
    request,
  }) => {
    const policy = policyOf(apiIndexHtml);
    for (const [path, cacheControl, type] of [
      ['/sw.js', 'no-cache', 'text/javascript; charset=utf-8'],
      ['/manifest.webmanifest', 'no-cache', 'application/manifest+json; charset=utf-8'],
      ['/index.html', 'no-cache', 'text/html; charset=utf-8'],
      ['/search/spokane/wa', 'no-cache', 'text/html; charset=utf-8'],
      [workboxRuntime, 'public, max-age=31536000, immutable', 'text/javascript; charset=utf-8'],
    ] as const) {
      for (const accept of ['gzip, deflate, br, zstd', 'gzip', '']) {
        const response = await apiGet(request, path, { 'Accept-Encoding': accept });
        expect(response.status(), path).toBe(200);
        expect(response.headers()['cache-control'], `${path} (${accept})`).toBe(cacheControl);
        expect(response.headers()['content-type'], path).toBe(type);
        expectSecurityHeaders(response, false, policy);
      }
    }
    const sw = await apiGet(request, '/sw.js');
    const etag = sw.headers()['etag'] ?? '';
    const notModified = await apiGet(request, '/sw.js', { 'If-None-Match': etag });
    expect(notModified.status()).toBe(304);
    expect(notModified.headers()['cache-control']).toBe('no-cache');
    // The worker goes out compressed like every script (the build wrote its .br and .gz).
    expect(sw.headers()['content-encoding']).toBe('br');
  });

  test('the manifest names the app, its colour and its icons, which are served', async ({
    request,
  }) => {
    const manifest = (await (await apiGet(request, '/manifest.webmanifest')).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Bus Charter Quotes',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0b4f8a',
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(apiIndexHtml).toContain(`<meta name="theme-color" content="${manifest.theme_color}"`);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const response = await apiGet(request, icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type'], icon.src).toBe('image/png');
    }
  });
});
