import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import {
  catchDownloads,
  drawJpeg,
  locate,
  recordedErrors,
  resetStorage,
  savedFiles,
  selectContent,
  setControlValue,
  toWire,
  type Found,
  type Query,
  type SavedFile,
  type Text,
} from './inPage';

export type { Query, Step, Text } from './inPage';

export type Key = 'Enter' | 'Tab' | 'Escape' | 'Space' | 'ArrowDown' | 'ArrowUp' | 'Backspace';

declare const elementBrand: unique symbol;
/** An element as the driver holds it (puppeteer's ElementHandle, selenium's WebElement). */
export interface ElementRef {
  readonly [elementBrand]: true;
}

/**
 * The adapter each engine implements (scripts/engines/firefox.ts over puppeteer-core and WebDriver
 * BiDi, scripts/engines/webkit.ts over selenium-webdriver and WebKitWebDriver): the few things
 * only a driver can do. Everything else (finding, waiting, checking) is `Page`'s, written once.
 */
export interface Driver {
  readonly engine: string;
  /** The app's origin as this browser reaches it. */
  readonly origin: string;
  /** Opens a URL and waits for its load event. */
  open(url: string): Promise<void>;
  /** Runs a function (its source) in the page with JSON arguments; resolves with its JSON result. */
  evaluate<T>(fn: string, args: unknown[]): Promise<T>;
  /** The same for a function that returns an element (or a string saying why there is none). */
  element(fn: string, args: unknown[]): Promise<ElementRef | string>;
  /** A real click (the driver's input events) in the middle of the element. */
  click(element: ElementRef): Promise<void>;
  /** Types text into the focused element, key by key. */
  type(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** Gives a file input this file, as choosing it in the file dialog does. */
  upload(element: ElementRef, file: string): Promise<void>;
  /** Console errors the driver saw since the last call (none where it cannot see the console). */
  takeConsoleErrors(): string[];
}

/** How long a wait lasts before it fails (the journeys wait on what they see, never on time). */
const TIMEOUT = 10_000;
/**
 * How long a wait pauses before each next look (one round trip to the browser, and a query run
 * on the page's main thread): soon at first, then less often, as Playwright's waits do, so a
 * long wait (a page loading) does not compete with the page for the CPU.
 */
const POLL_MS = [0, 20, 50, 100, 100, 250];
/**
 * Error events reported, not failed on: "ResizeObserver loop completed with undelivered
 * notifications" is the browser saying a ResizeObserver callback changed the layout it had just
 * measured, so some observations wait for the next frame (the responsive DataTable's
 * useScrollsSideways sets state from its observer). Nothing is lost, and whether it happens
 * depends on frame timing (WebKit under load, now and then): failing on it would make a journey
 * flaky, so the run lists it instead.
 */
const NOT_FAILING = /ResizeObserver loop (completed with undelivered notifications|limit exceeded)/;
/** ENGINES_TRACE=1: each wait's time, to see where a journey spends it. */
const TRACE = Boolean(process.env.ENGINES_TRACE);

const show = (query: Query) => JSON.stringify(toWire(query));
const source = (fn: (...args: never[]) => unknown) => String(fn);
/** An in-page function of an element, given the query that finds it. */
const onElement = (fn: (element: Element, ...args: never[]) => unknown) =>
  `(steps, ...rest) => { const element = (${String(locate)})(steps, 'element'); ` +
  `return typeof element === 'string' ? element : (${String(fn)})(element, ...rest); }`;

const matchesText = (expected: Text, actual: string) =>
  typeof expected === 'string' ? actual.includes(expected) : expected.test(actual);

/** A journey's view of the browser: Playwright-like finding and waiting over a Driver. */
export class Page {
  private errors: string[] = [];
  private notes: string[] = [];

  constructor(
    readonly driver: Driver,
    private readonly tmp: string,
  ) {}

  get engine(): string {
    return this.driver.engine;
  }

  private run<T>(fn: (...args: never[]) => unknown, ...args: unknown[]): Promise<T> {
    return this.driver.evaluate<T>(source(fn), args);
  }

  /** Polls until `probe` gives a value (not false/undefined); fails after `timeout` ms. */
  async until<T>(
    what: string,
    probe: () => Promise<T | false | undefined>,
    timeout = TIMEOUT,
  ): Promise<T> {
    const began = Date.now();
    const end = began + timeout;
    let last = '';
    let round = 0;
    for (;;) {
      try {
        const value = await probe();
        if (value !== false && value !== undefined) {
          if (TRACE) console.log(`       ${this.engine} ${Date.now() - began} ms: ${what}`);
          return value;
        }
      } catch (error) {
        last = ` (last: ${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
      }
      if (Date.now() > end) throw new Error(`${what}: not after ${timeout} ms${last}`);
      await pause(POLL_MS[Math.min(round, POLL_MS.length - 1)] ?? 0);
      round += 1;
    }
  }

  /** Collects what the page recorded (and the driver's console errors) before it goes away. */
  private async collectErrors(): Promise<void> {
    try {
      this.errors.push(...(await this.run<string[]>(recordedErrors)));
    } catch {
      // No page yet, or one being replaced: nothing to collect from it.
    }
    this.errors.push(...this.driver.takeConsoleErrors());
  }

  /** Opens a path of the app (a full load) with the error recorder in place. */
  async goto(path: string): Promise<void> {
    await this.collectErrors();
    await this.driver.open(this.driver.origin + path);
    const recorder = await this.driver.evaluate<boolean>(
      '() => Array.isArray(window.__engineErrors)',
      [],
    );
    if (!recorder) throw new Error(`${path} opened without the error recorder`);
  }

  /**
   * A fresh visitor in the same browser: storage emptied on a static file of the site (so the
   * app that was open cannot write its state back), the demo's latency off unless `latency`.
   */
  async reset({ latency = false } = {}): Promise<void> {
    await this.collectErrors();
    await this.driver.open(`${this.driver.origin}/robots.txt`);
    await this.run(resetStorage, latency);
    this.errors = [];
    this.driver.takeConsoleErrors();
  }

  /**
   * Fails with every error event, rejection, CSP violation and console error seen so far, except
   * the ones NOT_FAILING names, which are kept as notes for the run's report.
   */
  async expectNoErrors(): Promise<void> {
    await this.collectErrors();
    const errors = this.errors.splice(0);
    this.notes.push(...errors.filter((error) => NOT_FAILING.test(error)));
    const failures = errors.filter((error) => !NOT_FAILING.test(error));
    if (failures.length > 0) throw new Error(`errors in the page:\n  ${failures.join('\n  ')}`);
  }

  /** The errors seen that do not fail a journey (NOT_FAILING), since the last call. */
  takeNotes(): string[] {
    return this.notes.splice(0);
  }

  state(query: Query): Promise<Found> {
    return this.driver.evaluate<Found>(source(locate), [toWire(query), 'state']);
  }

  /** Waits until the query finds exactly one visible element; resolves with its state. */
  async see(query: Query, timeout = TIMEOUT): Promise<Found> {
    let problem = '';
    return this.until(
      `see ${show(query)}`,
      async () => {
        const found = await this.state(query);
        problem = found.problem ?? '';
        return found.problem === null ? found : false;
      },
      timeout,
    ).catch((error: Error) => {
      throw new Error(`${error.message}: ${problem}`);
    });
  }

  /** Waits until nothing the query names is visible. */
  async gone(query: Query): Promise<void> {
    await this.until(`gone ${show(query)}`, async () => (await this.state(query)).count === 0);
  }

  /** Waits until the element's text (innerText, spaces collapsed) matches. */
  async expectText(query: Query, expected: Text): Promise<string> {
    let text = '';
    return this.until(`text of ${show(query)} to match ${String(expected)}`, async () => {
      const found = await this.state(query);
      text = found.text;
      return found.problem === null && matchesText(expected, found.text) ? found.text : false;
    }).catch((error: Error) => {
      throw new Error(`${error.message}; it was "${text}"`);
    });
  }

  async expectValue(query: Query, expected: Text): Promise<void> {
    let value = '';
    await this.until(`value of ${show(query)} to match ${String(expected)}`, async () => {
      const found = await this.state(query);
      value = found.value;
      return found.problem === null && matchesText(expected, found.value);
    }).catch((error: Error) => {
      throw new Error(`${error.message}; it was "${value}"`);
    });
  }

  async expectEnabled(query: Query, enabled = true): Promise<void> {
    await this.until(`${show(query)} ${enabled ? 'enabled' : 'disabled'}`, async () => {
      const found = await this.state(query);
      return found.problem === null && found.enabled === enabled;
    });
  }

  async expectCount(query: Query, count: number): Promise<void> {
    let seen = -1;
    await this.until(`${count} of ${show(query)}`, async () => {
      seen = (await this.state(query)).count;
      return seen === count;
    }).catch((error: Error) => {
      throw new Error(`${error.message}; there were ${seen}`);
    });
  }

  /** The element for a driver action, once it is visible (and enabled, for a click). */
  private async act(
    what: string,
    query: Query,
    action: (element: ElementRef) => Promise<void>,
    { enabled = true } = {},
  ): Promise<void> {
    let problem = '';
    await this.until(`${what} ${show(query)}`, async () => {
      const found = await this.state(query);
      problem = found.problem ?? (enabled && !found.enabled ? 'disabled' : '');
      if (problem) return false;
      const element = await this.driver.element(source(locate), [toWire(query), 'element']);
      if (typeof element === 'string') {
        problem = element;
        return false;
      }
      // A re-render can replace the element between finding and acting: the driver then
      // throws (stale, detached, covered), and the next round finds the new one.
      await action(element);
      return true;
    }).catch((error: Error) => {
      throw new Error(problem ? `${error.message}: ${problem}` : error.message);
    });
  }

  /** A real click on the one visible, enabled element the query finds. */
  async click(query: Query): Promise<void> {
    await this.act('click', query, (element) => this.driver.click(element));
  }

  /** Clicks a text field, selects what it holds and types `text` over it, key by key. */
  async fill(query: Query, text: string): Promise<void> {
    await this.click(query);
    await this.driver.evaluate(onElement(selectContent), [toWire(query)]);
    if (text === '') await this.driver.press('Backspace');
    else await this.driver.type(text);
  }

  /**
   * Sets a select (by an option's label or value) or a date/time field as its picker would: the
   * engines' own pickers are not what is under test, and each draws them differently.
   */
  async setValue(query: Query, value: string): Promise<void> {
    await this.see(query);
    const problem = await this.driver.evaluate<string | null>(onElement(setControlValue), [
      toWire(query),
      value,
    ]);
    if (problem) throw new Error(`set ${show(query)} to "${value}": ${problem}`);
  }

  async press(key: Key): Promise<void> {
    await this.driver.press(key);
  }

  /** Chooses a file in a file input (hidden or not). */
  async upload(query: Query, file: string): Promise<void> {
    await this.act('upload to', query, (element) => this.driver.upload(element, file), {
      enabled: false,
    });
  }

  async url(): Promise<string> {
    return this.driver.evaluate<string>('() => location.href', []);
  }

  async waitUrl(pattern: RegExp): Promise<void> {
    let url = '';
    await this.until(`URL to match ${String(pattern)}`, async () => {
      url = await this.url();
      return pattern.test(url);
    }).catch((error: Error) => {
      throw new Error(`${error.message}; it was ${url}`);
    });
  }

  /** A JPEG the browser draws, written to a file for the file input. */
  async jpeg(name: string, width: number, height: number): Promise<string> {
    const base64 = await this.run<string>(drawJpeg, width, height);
    const file = join(this.tmp, `${this.engine}-${name}`);
    await writeFile(file, Buffer.from(base64, 'base64'));
    return file;
  }

  /** From now on (in this document), files the page saves are caught: see savedFiles. */
  async catchDownloads(): Promise<void> {
    await this.run(catchDownloads);
  }

  /** Waits for the page to save a file with its content read. */
  async savedFile(name: string): Promise<SavedFile> {
    return this.until(`the page to save ${name}`, async () => {
      const files = await this.run<SavedFile[]>(savedFiles);
      return files.find((file) => file.name === name && file.text !== null);
    });
  }
}

/** One journey: a name, whether it wants the demo's network pace, and its steps. */
export interface Journey {
  name: string;
  latency?: boolean;
  run(page: Page): Promise<void>;
}
