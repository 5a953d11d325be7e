import { setOptions } from 'expect-webdriverio';
import { afterEach, beforeEach } from 'vitest';
import { expectNoErrors, reset, STEP_WAIT_MS, takeNotes } from './session';

// expect-webdriverio's matchers look again until this long (session.ts: STEP_WAIT_MS).
setOptions({ wait: STEP_WAIT_MS, interval: 100 });

/** Each journey: a fresh visitor first, then no error event on any screen it went through. */
beforeEach(reset);
afterEach(async () => {
  try {
    await expectNoErrors();
  } finally {
    for (const note of takeNotes()) console.log(`note: ${note}`);
  }
});
