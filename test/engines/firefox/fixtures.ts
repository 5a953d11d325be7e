import { expect, test as withCspGuard } from '../../e2e/fixtures';
import { recordErrors } from '../inPage';
import { NOT_FAILING } from '../journeyData';

/**
 * `test` (with test/e2e's CSP guard) that fails on any error the page records: uncaught errors,
 * unhandled rejections, console.error, and `error` events of elements (a <script>, <link> or
 * <img> that failed to load). inPage.ts's recorder is used rather than Playwright's `pageerror`
 * and `console` events: in Firefox over BiDi those miss a failed load answered 404 and an <img>
 * that does not decode. The records live in the document, so each journey loads the app once
 * (page.goto) and then moves inside it, as a visitor does.
 */
export const test = withCspGuard.extend<{ pageErrors: void }>({
  pageErrors: [
    async ({ page }, use, testInfo) => {
      await page.addInitScript(recordErrors);
      await use();
      if (page.isClosed()) return;
      const errors = await page.evaluate(
        () => (window as unknown as { __engineErrors?: string[] }).__engineErrors ?? [],
      );
      for (const note of errors.filter((error) => NOT_FAILING.test(error))) {
        testInfo.annotations.push({ type: 'note', description: note });
        console.log(`note: ${note}`);
      }
      expect(
        errors.filter((error) => !NOT_FAILING.test(error)),
        'errors in the page',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
