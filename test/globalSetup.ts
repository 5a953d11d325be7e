import type { TestProject } from 'vitest/node';
import { pinDemoClock } from '@/mocks/clock';
import { createSeed } from '@/mocks/db/seed';
import type { DemoDb } from '@/mocks/db/types';
import { TEST_CLOCK } from './seedClock';

declare module 'vitest' {
  export interface ProvidedContext {
    demoSeed: DemoDb;
  }
}

/**
 * The demo database's seed, made once for the whole run and handed to every test file: each
 * file made its own before (half a second, 157 times).
 */
export function setup(project: TestProject): void {
  pinDemoClock(TEST_CLOCK);
  project.provide('demoSeed', createSeed());
}
