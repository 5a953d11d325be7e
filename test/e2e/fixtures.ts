import { expect, test as base } from '@playwright/test';

/**
 * `test` with a Content-Security-Policy guard: every page of the test's browser context reports
 * its `securitypolicyviolation` events, and the test fails on any. The same policy is enforced
 * by `vite preview` (index.html's meta tag) and by nginx (the header), so a journey that
 * passes here also runs under the production server's policy.
 */
export const test = base.extend<{ cspViolations: string[] }>({
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
