#!/usr/bin/env node
/**
 * npm run bench:search: renders the search page with 100 and with 1,000 results (jsdom, the
 * demo API answering) and prints the time of a bus type change for each. Fails when the 1,000
 * case takes more than twice the 100 case. The test lives in test/bench, outside `npm test`.
 */
import { startVitest } from 'vitest/node';

// build/vitest.ts adds the `bench` project when BENCH is set (npm test never has it).
process.env.BENCH = '1';
const vitest = await startVitest('test', ['test/bench/searchFilter.perf.tsx'], {
  run: true,
  watch: false,
  project: 'bench',
});
await vitest.close();
const failed = vitest.state.getCountOfFailedTests() > 0 || process.exitCode === 1;
process.exit(failed ? 1 : 0);
