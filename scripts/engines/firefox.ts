import puppeteer, { type ElementHandle, type JSHandle } from 'puppeteer-core';
import type { Driver, ElementRef, Key } from '../../test/engines/page';
import { recordErrors } from '../../test/engines/inPage';

export interface Engine extends Driver {
  close(): Promise<void>;
}

const expression = (fn: string, args: unknown[]) => `(${fn}).apply(null, ${JSON.stringify(args)})`;

/**
 * Firefox (Debian's firefox-esr) driven by puppeteer-core over WebDriver BiDi, Firefox's own
 * remote protocol: no geckodriver, and a preload script (BiDi's script.addPreloadScript) puts
 * the error recorder in every document before the page's own scripts.
 */
export async function startFirefox(executablePath: string, origin: string): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    defaultViewport: { width: 1280, height: 900 },
    extraPrefsFirefox: {
      // prefers-reduced-motion: reduce, as the Chromium journeys run (Bootstrap's fades off).
      'ui.prefersReducedMotion': 1,
    },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  // The first tab does not get defaultViewport: the size the Chromium journeys have.
  await page.setViewport({ width: 1280, height: 900 });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    consoleErrors.push(`page error: ${error instanceof Error ? error.message : String(error)}`);
  });
  // A leave-page warning (unsaved edits) must not hold a journey's next navigation.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.evaluateOnNewDocument(`(${String(recordErrors)})()`);

  const handle = (element: ElementRef) => element as unknown as ElementHandle<Element>;
  return {
    engine: 'firefox',
    origin,
    async open(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    evaluate<T>(fn: string, args: unknown[]) {
      return page.evaluate(expression(fn, args)) as Promise<T>;
    },
    async element(fn, args) {
      const result: JSHandle = await page.evaluateHandle(expression(fn, args));
      const element = result.asElement();
      if (element) return element as unknown as ElementRef;
      const why = String(await result.jsonValue());
      await result.dispose();
      return why;
    },
    async click(element) {
      try {
        await handle(element).click();
      } finally {
        await handle(element).dispose();
      }
    },
    async type(text) {
      await page.keyboard.type(text);
    },
    async press(key: Key) {
      await page.keyboard.press(key);
    },
    async upload(element, file) {
      try {
        await (handle(element) as ElementHandle<HTMLInputElement>).uploadFile(file);
      } finally {
        await handle(element).dispose();
      }
    },
    takeConsoleErrors() {
      return consoleErrors.splice(0);
    },
    async close() {
      await browser.close();
    },
  };
}
