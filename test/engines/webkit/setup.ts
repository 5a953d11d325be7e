import { setOptions } from 'expect-webdriverio';
import { afterEach, beforeEach } from 'vitest';
import { browser, expectNoErrors, reset, STEP_WAIT_MS, takeNotes } from './session';

// expect-webdriverio's matchers look again until this long (session.ts: STEP_WAIT_MS).
setOptions({ wait: STEP_WAIT_MS, interval: 100 });

/** Each journey: a fresh visitor first, then no error event on any screen it went through. */
beforeEach(reset);
afterEach(async ({ task }) => {
  // A failed journey prints where the page was and what it said: CI keeps its log only.
  if (task.result?.state === 'fail') {
    const url = await browser.getUrl().catch(() => '(unknown)');
    const text = await browser
      .execute(() => document.body.innerText)
      .catch((error: unknown) => `(no text: ${String(error)})`);
    console.log(`At the failure, ${url} showed:\n${text.slice(0, 3_000)}`);
  }
  try {
    await expectNoErrors();
  } finally {
    for (const note of takeNotes()) console.log(`note: ${note}`);
  }
});
