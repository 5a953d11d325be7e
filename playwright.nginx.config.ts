import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const PORT = Number(process.env.E2E_NGINX_PORT ?? 4181);
const OUT = process.env.E2E_OUT ?? 'dist-e2e';

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
  // The journeys' project only, with test/e2e/nginx back in (the slow-device project has none).
  projects: (base.projects ?? [])
    .filter((project) => project.name === 'chromium')
    .map((project) => ({ ...project, testIgnore: ['slow/**'] })),
  use: {
    ...base.use,
    baseURL: `http://127.0.0.1:${PORT}`,
  },
  webServer: {
    command: `node scripts/serve-prod.mjs ${OUT}`,
    env: { PORT: String(PORT), ACCESS_LOG: '0' },
    url: `http://127.0.0.1:${PORT}/index.html`,
    reuseExistingServer: false,
    timeout: 30_000,
    // serve-prod stops nginx and removes its temp dir on SIGTERM.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
