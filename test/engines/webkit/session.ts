import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type {
  ByRoleMatcher,
  ByRoleOptions,
  MatcherOptions,
  SelectorMatcherOptions,
} from '@testing-library/dom';
import { inject } from 'vitest';
import { attach, Key, type ChainablePromiseElement } from 'webdriverio';
import {
  catchDownloads,
  drawJpeg,
  recordedErrors,
  resetStorage,
  savedFiles,
  setControlValue,
  type SavedFile,
} from '../inPage';
import { NOT_FAILING } from '../journeyData';

/**
 * The one MiniBrowser session of the run (globalSetup.ts made it; each test file joins it), the
 * Testing Library queries the journeys find elements with, and the few steps that are the
 * journeys' own (a full load with the error recorder checked, a fresh visitor, the errors seen).
 */

const session = inject('webkit');
export const origin = session.origin;

export const browser = await attach({
  sessionId: session.sessionId,
  capabilities: session.capabilities,
  hostname: '127.0.0.1',
  port: session.port,
  path: '/',
  // ENGINES_TRACE=1: every WebDriver command and its answer, with the time.
  logLevel: process.env.ENGINES_TRACE ? 'info' : 'error',
  // How long an action waits for its element (expect-webdriverio's wait: setup.ts).
  options: { waitforTimeout: 10_000, waitforInterval: 100 },
});

/*
 * Roles, accessible names and labels, as the journeys ask for them, are Testing Library's
 * (@testing-library/dom, the unit tests' own): WebdriverIO's `aria/` selector is XPath that
 * matches names only, and no more of them than text equal to a label (a required field's label
 * "* UserName" misses, its star being aria-hidden). Testing Library's browser build is in every
 * page (servers.ts's proxy); this strategy calls one of its queries in the page, in the element
 * the query is chained to or the whole page. Its one argument is the query as JSON, RegExps
 * included, so WebdriverIO can run it again to find the element anew (a re-render, a wait).
 */
const STRATEGY = 'testing-library';
browser.addLocatorStrategy(STRATEGY, (query: string, root?: HTMLElement) => {
  const { by, args } = JSON.parse(query, (_, value: unknown) =>
    Array.isArray((value as { regexp?: unknown } | null)?.regexp)
      ? new RegExp(...(value as { regexp: [string, string] }).regexp)
      : value,
  ) as { by: string; args: unknown[] };
  const dom = (
    window as unknown as { TestingLibraryDom: Record<string, (...a: unknown[]) => never> }
  ).TestingLibraryDom;
  return dom[by](root ?? document.body, ...args);
});

const query = (by: string, ...args: unknown[]) =>
  JSON.stringify({ by, args }, (_, value: unknown) =>
    value instanceof RegExp ? { regexp: [value.source, value.flags] } : value,
  );

type Scope = WebdriverIO.Browser | WebdriverIO.Element | ChainablePromiseElement;
type Matcher = string | RegExp;
type RoleOptions = Omit<ByRoleOptions, 'name'> & { name?: Matcher };

/**
 * The one element (not hidden from assistive technology) with this role and accessible name:
 * Testing Library's queryByRole, which fails on several as Playwright's strict locators do. A
 * string name is the whole name; a RegExp, a part.
 */
export const byRole = (scope: Scope, role: ByRoleMatcher, options?: RoleOptions) =>
  scope.custom$(STRATEGY, query('queryByRole', role, options ?? {}));

/** Every such element, in document order (queryAllByRole). */
export const allByRole = (scope: Scope, role: ByRoleMatcher, options?: RoleOptions) =>
  scope.custom$$(STRATEGY, query('queryAllByRole', role, options ?? {}));

/** The form control labelled so (the label's whole text, its star included, or a RegExp). */
export const byLabelText = (scope: Scope, text: Matcher, options?: SelectorMatcherOptions) =>
  scope.custom$(STRATEGY, query('queryByLabelText', text, options ?? {}));

/** The element whose own text is this (or matches the RegExp). */
export const byText = (scope: Scope, text: Matcher, options?: MatcherOptions) =>
  scope.custom$(STRATEGY, query('queryByText', text, options ?? {}));

/** The page's main heading, as each screen has one. */
export const heading = (name: Matcher) => byRole(browser, 'heading', { level: 1, name });

/**
 * Clicks a text field, selects what it holds and types `text` over it, as a person does. Not
 * WebdriverIO's setValue (WebDriver's Element Clear, then the keys): Element Clear empties the
 * field with no input event and takes the focus from it; the blur re-renders the form, React
 * puts back the value it still holds, and the keys land after it ("Seattle" typed over
 * "Seattle" gave "SeattleSeattle").
 */
export async function fill(field: ChainablePromiseElement, text: string): Promise<void> {
  await field.click();
  await browser.keys([Key.Ctrl, 'a']);
  await field.addValue(text);
}

/**
 * A date field set as its picker would (inPage.ts's setControlValue: the prototype's value
 * setter, then input and change, which React's onChange hears). Keys do not work here:
 * WebKitGTK's date field takes no typing through WebDriver (it stays empty), and WebDriver has
 * no command that sets a value.
 */
export async function setDate(field: ChainablePromiseElement, date: string): Promise<void> {
  const problem = await browser.execute(setControlValue, await field.getElement(), date);
  if (problem) throw new Error(`set a date field to ${date}: ${problem}`);
}

export { inDays } from '../journeyData';

/** A JPEG the browser draws (inPage.ts's drawJpeg), written to a file for the file input. */
export async function jpeg(name: string, width: number, height: number): Promise<string> {
  const base64 = await browser.execute(drawJpeg, width, height);
  const file = join(session.tmp, name);
  await writeFile(file, Buffer.from(base64, 'base64'));
  return file;
}

/** From now on (in this document), files the page saves are caught (inPage.ts). */
export async function catchSavedFiles(): Promise<void> {
  await browser.execute(catchDownloads);
}

/** The file the page saved under this name, once its content is read. */
export async function savedFile(name: string): Promise<SavedFile> {
  let file: SavedFile | undefined;
  await browser.waitUntil(
    async () => {
      file = (await browser.execute(savedFiles)).find(
        (saved) => saved.name === name && saved.text !== null,
      );
      return file !== undefined;
    },
    { timeoutMsg: `the page saved no ${name}` },
  );
  return file as SavedFile;
}

/*
 * Errors: every error event, rejection, CSP violation and console.error of each document
 * (inPage.ts's recordErrors, put in each page by the proxy), collected before the document goes.
 */
let errors: string[] = [];
const notes: string[] = [];

async function collectErrors(): Promise<void> {
  try {
    errors.push(...(await browser.execute(recordedErrors)));
  } catch {
    // No page yet, or one being replaced: nothing to collect from it.
  }
}

/** Opens a path of the app (a full load) and checks the error recorder is in it. */
export async function goto(path: string): Promise<void> {
  await collectErrors();
  await browser.url(origin + path);
  const recorder = await browser.execute(() =>
    Array.isArray((window as unknown as { __engineErrors?: unknown }).__engineErrors),
  );
  if (!recorder) throw new Error(`${path} opened without the error recorder`);
}

/**
 * A fresh visitor in the same browser: storage emptied on a static file of the site (so the
 * app that was open cannot write its state back), the demo's latency off unless `latency`.
 */
export async function reset({ latency = false } = {}): Promise<void> {
  await browser.url(`${origin}/robots.txt`);
  await browser.execute(resetStorage, latency);
  errors = [];
}

/**
 * Fails with every error seen so far, except the ones NOT_FAILING names, kept as notes (see
 * takeNotes).
 */
export async function expectNoErrors(): Promise<void> {
  await collectErrors();
  const seen = errors.splice(0);
  notes.push(...seen.filter((error) => NOT_FAILING.test(error)));
  const failures = seen.filter((error) => !NOT_FAILING.test(error));
  if (failures.length > 0) throw new Error(`errors in the page:\n  ${failures.join('\n  ')}`);
}

/** The errors seen that do not fail a journey (NOT_FAILING), since the last call. */
export function takeNotes(): string[] {
  return notes.splice(0);
}
