import type { PluginOption } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { appConfig } from './appConfig.ts';
import { navigationAllowlist } from './offlineNavigation.ts';
import { offlinePrecache, PRECACHE_GLOBS } from './offlinePrecache.ts';

/** The build-time constant main.tsx reads: true when the build has the offline worker. */
export const OFFLINE_SWITCH = '__OFFLINE_WORKER__';

/**
 * The build-time constant main.tsx writes on `<html data-build>`: the environment's BUILD_ID (a
 * commit, a release name; empty by default), so support and the two-build update journey can
 * tell which build's code a page runs.
 */
export const BUILD_ID_SWITCH = '__BUILD_ID__';

/** The worker's file: deploy/nginx serves it (and the manifest) with `no-cache`. */
export const WORKER_FILE = 'sw.js';

/** What a phone installs: index.html's title and theme colour, the favicon's bus as icons. */
export const WEB_APP_MANIFEST: Partial<ManifestOptions> = {
  name: 'Bus Charter Quotes',
  short_name: 'Bus Charters',
  description: 'Compare charter bus companies near you and request quotes from several at once.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#0b4f8a',
  background_color: '#ffffff',
  // Drawn by scripts/icons.mjs from public/favicon.svg.
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
};

/**
 * A navigation that is a file (a name with an extension: /robots.txt, /sw.js) or a dot path
 * is not an app path: the worker leaves it to the server, which answers it as nginx's routing
 * says (the file, or a 404), never with the app's page.
 */
const NOT_APP_PATHS = [/^\/[^?#]*\.[a-z0-9]+(?:[?#]|$)/i, /^\/(?:[^?#]*\/)?\./];

/**
 * The offline worker (vite-plugin-pwa's generateSW, Workbox): in a production build for a real
 * API only (`offline` in src/config/readConfig.ts; VITE_OFFLINE=off turns it off). A demo build
 * keeps MSW's worker alone: the plugin is disabled and writes no worker and no manifest (and
 * main.tsx loads no registration code there).
 *
 * - Precache: the app shell and the traveller's code (offlinePrecache.ts), fetched after the
 *   first paint, never an operator or admin chunk, never the gazetteer.
 * - Navigations to a traveller page (navigationAllowlist) answer the precached index.html, so
 *   any traveller URL reloads offline; every other navigation goes to the network.
 * - No runtime caching: the API's calls (another origin) and everything else go to the network
 *   as if there were no worker.
 * - registerType 'prompt': a new deployment waits until the visitor presses Reload
 *   (src/app/offline), and only that tab reloads, so nothing reloads under someone typing.
 */
export function offlineWorker(mode: string): PluginOption[] {
  const precache = offlinePrecache();
  const { offline } = appConfig(mode).config;
  return [
    {
      // main.tsx tests this literal, so a build without the worker drops its registration code
      // (a property of __APP_CONFIG__ is not folded away).
      name: 'offline-worker-switch',
      config: () => ({
        define: {
          [OFFLINE_SWITCH]: JSON.stringify(offline),
          [BUILD_ID_SWITCH]: JSON.stringify(process.env.BUILD_ID ?? ''),
        },
      }),
    },
    precache.plugin,
    VitePWA({
      disable: !offline,
      registerType: 'prompt',
      injectRegister: false,
      filename: WORKER_FILE,
      manifest: WEB_APP_MANIFEST,
      includeAssets: [],
      workbox: {
        globPatterns: PRECACHE_GLOBS,
        manifestTransforms: [precache.manifestTransform],
        navigateFallback: 'index.html',
        navigateFallbackAllowlist: navigationAllowlist(),
        navigateFallbackDenylist: NOT_APP_PATHS,
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
      },
    }),
  ];
}
