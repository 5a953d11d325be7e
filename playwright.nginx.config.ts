import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { API_BUILD_PORT } from './scripts/apiBuild.mjs';

const PORT = Number(process.env.E2E_NGINX_PORT ?? 4181);
const OUT = process.env.E2E_OUT ?? 'dist-e2e';
/** The build for a real API (scripts/e2e-nginx.mjs), its nginx and the demo API it calls. */
const API_SITE_PORT = Number(process.env.E2E_NGINX_API_PORT ?? 4182);
const API_OUT = process.env.E2E_API_OUT ?? 'dist-e2e-api';
const DEMO_API_PORT = API_BUILD_PORT;

/**
 * The production site: the same demo build served by nginx with deploy/nginx (through
 * `npm run serve:prod`, so that script is exercised too). Runs test/e2e/nginx (headers,
 * routing, compression, framing) and the journeys tagged @nginx: at least one per tree, each
 * failing on any Content-Security-Policy violation (test/e2e/fixtures.ts).
 * scripts/e2e-nginx.mjs (npm run test:nginx) runs it.
 */
export default defineConfig({
  ...base,
  testIgnore: [],
  grep: /@nginx/,
  // Its own folder: npm test runs the engine journeys beside it, and each run empties its own.
  outputDir: 'test-results-nginx',
  // The journeys' project only, with test/e2e/nginx back in (the slow-device project has none).
  projects: (base.projects ?? [])
    .filter((project) => project.name === 'chromium')
    .map((project) => ({ ...project, testIgnore: ['slow/**'] })),
  use: {
    ...base.use,
    baseURL: `http://127.0.0.1:${PORT}`,
  },
  webServer: [
    {
      command: `node scripts/serve-prod.mjs ${OUT}`,
      env: { PORT: String(PORT), ACCESS_LOG: '0' },
      url: `http://127.0.0.1:${PORT}/index.html`,
      reuseExistingServer: false,
      timeout: 30_000,
      // serve-prod stops nginx and removes its temp dir on SIGTERM.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      // The build for a real API (with the offline worker): test/e2e/nginx/offline.spec.ts.
      command: `node scripts/serve-prod.mjs ${API_OUT}`,
      env: { PORT: String(API_SITE_PORT), ACCESS_LOG: '0' },
      url: `http://127.0.0.1:${API_SITE_PORT}/index.html`,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      // The API that build calls: the demo handlers over HTTP.
      command: `node scripts/demo-api-server.mjs ${DEMO_API_PORT}`,
      url: `http://127.0.0.1:${DEMO_API_PORT}/api/v1/metadata`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
