import { expect, test as base } from '@playwright/test';
import { recordErrors } from '../engines/inPage';
import { NOT_FAILING } from '../engines/journeyData';

/**
 * The journeys' `test`:
 * - The demo answers at once (DEMO_LATENCY_KEY in src/mocks/browser.ts): the journeys wait on
 *   what they see, so its 150-400 ms per call would only add minutes. An init script sets it
 *   before the app's first script (a storageState did the same at 0.3-0.5 s more per context).
 *   `test.use({ demoLatency: true })` keeps the visitor's pace; contexts a test makes itself
 *   (browser.newContext) keep it too.
 * - A Content-Security-Policy guard: every page of the test's browser context reports its
 *   `securitypolicyviolation` events, and the test fails on any. The same policy is enforced by
 *   `vite preview` (index.html's meta tag) and by nginx (the header), so a journey that passes
 *   here also runs under the production server's policy.
 * - In Firefox (the firefox project: the journeys tagged @firefox), any error in a page fails the
 *   test: uncaught errors, unhandled rejections, console.error, and the `error` event of an
 *   element (a <script>, <link> or <img> that did not load). test/engines/inPage.ts's recorder
 *   reports each to the test as it happens: Playwright's `pageerror` and `console` events miss,
 *   over WebDriver BiDi, a load answered 404 and an <img> that does not decode.
 */
export const test = base.extend<{
  demoLatency: boolean;
  cspViolations: string[];
  pageErrors: string[];
  failureReport: void;
}>({
  demoLatency: [false, { option: true }],
  // `provide` is Playwright's `use` (named so for the React hooks lint rule).
  context: async ({ context, demoLatency }, provide) => {
    if (!demoLatency) {
      await context.addInitScript(() => {
        if (localStorage.getItem('demo-latency') === null)
          localStorage.setItem('demo-latency', 'off');
      });
    }
    await provide(context);
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
        violations.push(text);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (text: string) => void })
            .__reportCspViolation;
          void report?.(
            `${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} on ` +
              `${event.documentURI} (${event.sourceFile || 'document'}:${event.lineNumber})`,
          );
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ context, browserName }, use, testInfo) => {
      const errors: string[] = [];
      if (browserName === 'firefox') {
        await context.exposeBinding('__reportPageError', (_source, text: string) => {
          errors.push(text);
        });
        await context.addInitScript(recordErrors, '__reportPageError');
      }
      await use(errors);
      // NOT_FAILING (a ResizeObserver loop's notice) is noted, not failed on.
      for (const note of errors.filter((error) => NOT_FAILING.test(error))) {
        testInfo.annotations.push({ type: 'note', description: note });
      }
      expect(
        errors.filter((error) => !NOT_FAILING.test(error)),
        'errors in the page',
      ).toEqual([]);
    },
    { auto: true },
  ],
  // A failed journey prints where each of its pages was and what it showed (an aria snapshot):
  // CI keeps its log, not its screenshots, and a failure on another machine is read from there.
  failureReport: [
    async ({ context }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      for (const page of context.pages()) {
        const shown = await page
          .locator('body')
          .ariaSnapshot({ timeout: 5_000 })
          .catch((error: unknown) => `(no snapshot: ${String(error).split('\n')[0]})`);
        console.log(`At the failure, ${page.url()} showed:\n${shown.slice(0, 4_000)}`);
      }
    },
    { auto: true },
  ],
});

export { expect };
