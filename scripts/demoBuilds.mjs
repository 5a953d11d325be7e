/**
 * The demo builds playwright.config.ts serves: the demo build itself, and (npm run test:e2e)
 * the same build made with an analytics id, on which the trip sheet's journeys record what a
 * cold browser sends, the analytics' own requests included (issue 47, test/e2e/analyticsStub.ts:
 * Google's hosts are answered in the browser, which Playwright does in Chromium only).
 *
 * E2E_BUILT and E2E_ANALYTICS_BUILT name builds already made (CI makes each once, the second
 * with `node scripts/demoBuilds.mjs dist-analytics`); else each is built into `out` and
 * `${out}-analytics`.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** The analytics build's id: GA4's form, and no real property's. */
const ANALYTICS = { VITE_ANALYTICS_ID: 'G-E2E0000000' };

/** One demo build into `dir`; exits the process when it fails, as the scripts always did. */
function build(dir, env, viteArgs) {
  const result = spawnSync(
    join(root, 'node_modules', '.bin', 'vite'),
    ['build', '--outDir', dir, '--emptyOutDir', ...viteArgs],
    { stdio: 'inherit', env: { ...env, VITE_API_BASE_URL: '' }, cwd: root },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Makes (or takes) both builds and sets E2E_OUT and E2E_ANALYTICS_OUT in `env`, the journeys'. */
export function demoBuilds(env, out, viteArgs = []) {
  env.E2E_OUT = process.env.E2E_BUILT ?? out;
  env.E2E_ANALYTICS_OUT = process.env.E2E_ANALYTICS_BUILT ?? `${out}-analytics`;
  if (!process.env.E2E_BUILT) build(env.E2E_OUT, env, viteArgs);
  if (!process.env.E2E_ANALYTICS_BUILT)
    build(env.E2E_ANALYTICS_OUT, { ...env, ...ANALYTICS }, viteArgs);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Usage: node scripts/demoBuilds.mjs <folder>  (the build with an analytics id)');
    process.exit(1);
  }
  build(dir, { ...process.env, ...ANALYTICS }, ['--logLevel', 'warn']);
}
