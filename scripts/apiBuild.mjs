/**
 * The one build for a real API that the tests and measures share (issue 40: each mode built
 * once): the production build pointed at the demo API served over HTTP
 * (scripts/demo-api-server.mjs) on API_BUILD_PORT, with the offline worker. The nginx run's
 * offline and header journeys, `npm run size` and `npm run lighthouse` all serve it.
 *
 * API_BUILT=dir names such a build already made (CI makes it once, with `node
 * scripts/apiBuild.mjs dir`); without it each script builds into its own folder, as before.
 * The port is fixed: the API's address is in the build, and another port's digits moved a
 * screen's gzip size by a few bytes, enough to turn its figure over a tenth of a KB.
 */
import { spawnSync } from 'node:child_process';
import { apiEnv } from './demo-api-server.mjs';

export const API_BUILD_PORT = Number(process.env.API_BUILD_PORT ?? 4188);
export const API_BUILD_ORIGIN = `http://127.0.0.1:${API_BUILD_PORT}`;

/**
 * The folder of the build for a real API: API_BUILT when set, else `out` once built there.
 * NODE_ENV production: a demo API server's Vite in the calling process has set it to
 * development, and a build inheriting that bundles React's development build.
 */
export function apiBuild(out) {
  return process.env.API_BUILT || buildForApi(out);
}

/** Builds for the demo API on API_BUILD_PORT into `out`, with `extraEnv` (a BUILD_ID). */
export function buildForApi(out, extraEnv = {}) {
  const build = spawnSync(
    './node_modules/.bin/vite',
    // --manifest: build/moduleMap.ts then writes .vite/modules.json, which npm run size reads.
    ['build', '--outDir', out, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        ...apiEnv(API_BUILD_ORIGIN),
        VITE_OFFLINE: 'on',
        NODE_ENV: 'production',
        ...extraEnv,
      },
    },
  );
  if (build.status !== 0) throw new Error('vite build failed (the build for a real API)');
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = process.argv[2];
  if (!out) {
    console.error('Usage: node scripts/apiBuild.mjs <folder>');
    process.exit(1);
  }
  buildForApi(out);
}
