import { setOptions } from 'expect-webdriverio';
import { afterEach, beforeEach } from 'vitest';
import { expectNoErrors, reset, takeNotes } from './session';

// expect-webdriverio's matchers look again until this long (the journeys wait on what they
// see, never on time).
setOptions({ wait: 10_000, interval: 100 });

/** Each journey: a fresh visitor first, then no error event on any screen it went through. */
beforeEach(reset);
afterEach(async () => {
  try {
    await expectNoErrors();
  } finally {
    for (const note of takeNotes()) console.log(`note: ${note}`);
  }
});
