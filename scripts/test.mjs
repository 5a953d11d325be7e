#!/usr/bin/env node
/**
 * npm test: every test, in three stages, each line of a stage's output marked with its part.
 *
 * 1. Vitest (`test:unit`) beside the WebKit journeys (`test:engines webkit`) and, when
 *    API_BUILT names the build for a real API (CI), the nginx run's next deployment of that
 *    build (update.spec.ts: another BUILD_ID). Vitest keeps about three quarters of two cores
 *    busy (its main thread serves every worker's modules: a third worker made it slower, 196 s
 *    against 181 s), and WebKit's journeys spend most of their time waiting on a driver: the
 *    rest of the cores is theirs (issue 45).
 * 2. The Chromium journeys and the slow-device ones (`test:e2e -- --nginx-next`), alone: they
 *    keep both cores busy.
 * 3. The nginx run (`test:nginx`) beside the Firefox journeys (`test:engines firefox`).
 *
 * A stage starts when the one before passed, as `a && b` would. The engines' demo build is
 * E2E_BUILT when given (CI builds once); otherwise stage 1's WebKit run builds it into
 * ENGINES_OUT (dist-engines) and Firefox serves that same build in stage 3.
 */
import { runMarked } from './sideBySide.mjs';

const engineBuild = process.env.E2E_BUILT ?? process.env.ENGINES_OUT ?? 'dist-engines';
const nextBuild = process.env.API_BUILT ? `${process.env.API_BUILT}-next` : null;
// The next deployment's build id: scripts/e2e-nginx.mjs's default, which update.spec.ts reads.
const nextBuildId = process.env.E2E_NEXT_BUILD_ID ?? 'e2e-next';

/** One part of a stage: an npm script with its arguments, its env and its lines' mark. */
const npm = (script, args = [], env = {}, mark = script) => ({
  mark,
  command: 'npm',
  args: ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])],
  env,
});

const STAGES = [
  [
    npm('test:unit'),
    npm('test:engines', ['webkit'], {}, 'webkit'),
    ...(nextBuild
      ? [
          {
            mark: 'next deployment',
            command: process.execPath,
            args: ['scripts/apiBuild.mjs', nextBuild],
            env: { BUILD_ID: nextBuildId },
          },
        ]
      : []),
  ],
  [npm('test:e2e', ['--nginx-next'])],
  [
    npm('test:nginx', [], nextBuild ? { E2E_API_NEXT_BUILT: nextBuild } : {}),
    npm('test:engines', ['firefox'], { E2E_BUILT: engineBuild }, 'firefox'),
  ],
];

const began = Date.now();
const seconds = () => ((Date.now() - began) / 1000).toFixed(1);
for (const stage of STAGES) {
  const codes = await Promise.all(
    stage.map(async ({ mark, command, args, env }) => {
      const status = await runMarked(mark, command, args, { env: { ...process.env, ...env } });
      console.log(
        `[${mark}] ${status === 0 ? 'passed' : `FAILED (exit ${status})`} at ${seconds()} s`,
      );
      return status;
    }),
  );
  if (codes.some((status) => status !== 0)) {
    console.log(`npm test: FAILED at ${seconds()} s`);
    process.exit(1);
  }
}
console.log(`npm test: passed in ${seconds()} s`);
