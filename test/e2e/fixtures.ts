import { expect, test as base } from '@playwright/test';

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
 */
export const test = base.extend<{ demoLatency: boolean; cspViolations: string[] }>({
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
});

export { expect };
