import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { ViteUserConfig } from 'vitest/config';

/**
 * The app tests share one DOM and one module graph per worker (no isolation). A file that
 * truly needs its own (a module mocked with vi.mock, which would reach every later file of the
 * worker; a start-up function that installs window listeners) says so, and why, in its first
 * line: `// Own module graph: <why>`.
 */
const OWN_GRAPH = /^\/\/ Own module graph: \S/;

function ownGraphFiles(dir = 'test'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'e2e' || entry.name === 'engines' ? [] : ownGraphFiles(path);
    if (!/\.test\.tsx?$/.test(entry.name) || entry.name.endsWith('.unit.test.ts')) return [];
    return OWN_GRAPH.test(readFileSync(path, 'utf8')) ? [path] : [];
  });
}

const isolated = ownGraphFiles();

/** Vitest's settings (vite.config.ts's `test`): two projects, `unit` in Node and `app` in a DOM. */
export const vitest: ViteUserConfig['test'] = {
  globals: true,
  css: false,
  // Several 10 s waits (test/setup.ts) may follow one another on a machine pinned to one core.
  // A long test may also take 12 times its usual time there: pinned run P3 (one core, four other
  // jobs' tests on both) took 32 s over ProfileOwner's eleven steps, 2.6 s on an idle machine.
  // The limit only ends a test that hangs; one that moves on passes whenever it finishes.
  testTimeout: 60_000,
  // Worker threads start faster than forked processes (the suite 266 -> 248 s on 2 cores).
  pool: 'threads',
  // Files share their worker's modules and DOM (the app tests' setup and environment once per
  // worker, not per file): test/setup.ts puts back after each test what a test may change.
  isolate: false,
  unstubGlobals: true,
  unstubEnvs: true,
  // Vitest's default leaves one core free; on CI's 2 cores that is one worker. Every test waits
  // on what it sees (5 s findBy), so two workers are safe and cut the suite by a third.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // No retry: every test waits on what the user sees or on a request it holds, never on time.
  retry: 0,
  env: { VITE_API_BASE_URL: '' },
  projects: [
    {
      // Pure logic (money, dates, schemas, URLs, rules): Node, without the DOM or the demo API,
      // whose setup costs a rendered test file about a second.
      extends: true,
      test: { name: 'unit', include: ['test/**/*.unit.test.ts'], environment: 'node' },
    },
    {
      // Screens, slices and the demo API: a DOM, the demo API behind MSW, the seed pinned.
      // happy-dom: about a fifth faster than jsdom over the suite (its setup per file most of
      // all). The few files that need what only jsdom has say so in a first-line comment
      // (`@vitest-environment jsdom`: DOMPurify's parsing, XMLHttpRequest progress events).
      extends: true,
      test: {
        name: 'app',
        include: ['test/**/*.test.{ts,tsx}'],
        // test/engines: the journeys in WebKit and Firefox, with configs of their own.
        exclude: [
          'test/e2e/**',
          'test/engines/**',
          'node_modules/**',
          'test/**/*.unit.test.ts',
          ...isolated,
        ],
        environment: 'happy-dom',
        setupFiles: ['./test/setup.ts'],
        globalSetup: ['./test/globalSetup.ts'],
      },
    },
    // npm run bench:search (scripts/bench-search.mjs sets BENCH): the search page's timings,
    // never part of npm test. A root `include` reaches no project, so it is a project of its own.
    ...(process.env.BENCH
      ? [
          {
            extends: true as const,
            test: {
              name: 'bench',
              include: ['test/bench/**/*.perf.tsx'],
              environment: 'happy-dom',
              setupFiles: ['./test/setup.ts'],
              globalSetup: ['./test/globalSetup.ts'],
              testTimeout: 120_000,
            },
          },
        ]
      : []),
    {
      // The few app files that need their own module graph (their first line says why).
      extends: true,
      test: {
        name: 'app-own-graph',
        include: isolated,
        environment: 'happy-dom',
        setupFiles: ['./test/setup.ts'],
        globalSetup: ['./test/globalSetup.ts'],
        isolate: true,
      },
    },
  ],
};
