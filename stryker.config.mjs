// @ts-check
/**
 * Mutation testing of the rule modules (issue 47, docs/testing.md "Mutation testing"): StrykerJS
 * changes each rule a little (a `>` for a `>=`, a branch dropped) and runs their tests; a change no
 * test notices (a survivor) is a rule the tests do not hold. `npm run test:mutation`.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const config = {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner', './build/strykerLinguiMacros.mjs'],
  // Mutants inside a Lingui macro are no code the build could compile (build/strykerLinguiMacros.mjs).
  ignorers: ['lingui-macros'],
  // Only the rule modules' own tests, in Node (vitest.mutation.config.ts): minutes, not hours.
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: [
    // The driver's day, its sentences, the legs' days and the trip it is checked on.
    'src/features/tripPlan/drivingDay.ts',
    'src/features/tripPlan/drivingText.ts',
    'src/features/tripPlan/drivingTrip.ts',
    // The estimate and the all-in figure.
    'src/features/search/estimate.ts',
    'src/features/search/allInEstimate.ts',
    // The plan and sheet links' readers and writers, and the limits and dates' rule they share.
    'src/features/search/searchUrl.ts',
    'src/features/tripPlan/planDays.ts',
    'src/features/tripPlan/planLink.ts',
    'src/features/tripPlan/tripDays.ts',
    'src/config/tripLimits.ts',
    'src/features/tripSheet/sheetLink.ts',
    'src/features/tripSheet/sheetOf.ts',
    'src/features/tripSheet/sheetDays.ts',
  ],
  // Each run reuses the last one's results for code and tests that did not change.
  incremental: true,
  incrementalFile: 'test/mutation/stryker-incremental.json',
  thresholds: { high: 95, low: 90, break: 90 },
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  // Two workers on CI's two cores; Stryker's sandbox leaves the working tree alone.
  concurrency: 2,
  tempDirName: '.stryker-tmp',
  ignorePatterns: [
    'dist',
    'dist-*',
    'coverage',
    'test-results*',
    'playwright-report',
    'reports',
    'test/e2e',
    'test/engines',
  ],
  cleanTempDir: 'always',
};

export default config;
