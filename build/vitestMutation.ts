import type { ViteUserConfig } from 'vitest/config';
import { vitest } from './vitest.ts';

/**
 * The rule modules' own tests, the only ones the mutation run (stryker.config.mjs) runs: pure,
 * in Node, seconds each. Stryker reruns those that cover a mutant for each of thousands of
 * mutants, so the screens' tests (a DOM, the demo API) stay out: with them a run took hours.
 */
export const MUTATION_TESTS = [
  'test/features/tripPlan/drivingDay.unit.test.ts',
  'test/features/tripPlan/drivingDay.properties.unit.test.ts',
  'test/features/tripPlan/drivingTrip.unit.test.ts',
  'test/features/tripPlan/tripDays.unit.test.ts',
  'test/features/tripPlan/schemas.unit.test.ts',
  'test/features/tripPlan/planUrl.unit.test.ts',
  'test/features/tripPlan/ruleDetails.unit.test.ts',
  'test/features/search/estimate.unit.test.ts',
  'test/features/search/estimate.property.unit.test.ts',
  'test/features/search/estimateDetails.unit.test.ts',
  'test/features/search/searchUrl.unit.test.ts',
  'test/features/tripSheet/sheetLink.unit.test.ts',
  'test/features/tripSheet/sheetLinkLimits.unit.test.ts',
  'test/features/tripSheet/sheetDays.unit.test.ts',
  'test/features/tripSheet/sheetDetails.unit.test.ts',
  'test/features/tripSheet/sheetOf.unit.test.ts',
  'test/features/tripSheet/plannerToSheet.unit.test.ts',
  'test/features/tripSheet/plannerToSheet.property.unit.test.ts',
];

/** Vitest's settings for the mutation run: the `unit` project's, over MUTATION_TESTS only. */
export const vitestMutation: ViteUserConfig['test'] = {
  globals: vitest?.globals,
  testTimeout: vitest?.testTimeout,
  env: vitest?.env,
  environment: 'node',
  include: MUTATION_TESTS,
};
