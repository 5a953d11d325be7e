import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ByRoleMatcher, ByRoleOptions, SelectorMatcherOptions } from '@testing-library/dom';
import { expect } from 'expect-webdriverio';
import { inject } from 'vitest';
import { attach, Key, type ChainablePromiseElement } from 'webdriverio';
import { drawJpeg, recordedErrors, resetStorage, setControlValue } from '../inPage';
import { NOT_FAILING } from '../journeyData';

/**
 * The one MiniBrowser session of the run (globalSetup.ts made it; each test file joins it), the
 * Testing Library queries the journeys find elements with, and the few steps that are the
 * journeys' own (a full load with the error recorder checked, a fresh visitor, the errors seen).
 */

const session = inject('webkit');

/**
 * How long a step waits for what it expects to see, WebdriverIO's waits and setup.ts's matchers
 * alike: 30 s, the Playwright journeys' step limit. Pinned run P6 (the whole CI on one core,
 * nginx's and Firefox's journeys beside these) took over 10 s to show the portal login in a new
 * window. The journeys wait on what they see, never on time: a step that sees it goes on at once.
 */
export const STEP_WAIT_MS = 30_000;

export const browser = await attach({
  sessionId: session.sessionId,
  capabilities: session.capabilities,
  hostname: '127.0.0.1',
  port: session.port,
  path: '/',
  // ENGINES_TRACE=1: every WebDriver command and its answer, with the time.
  logLevel: process.env.ENGINES_TRACE ? 'info' : 'error',
  options: { waitforTimeout: STEP_WAIT_MS, waitforInterval: 100 },
});

/*
 * Roles, accessible names and labels are Testing Library's (@testing-library/dom, the unit
 * tests' own): WebdriverIO's `aria/` selector is XPath that matches names only, and misses a
 * required field's label whose star is aria-hidden. Its browser build is in every page
 * (globalSetup.ts's proxy); this strategy calls one of its queries there, in the element the
 * query is chained to or the whole page. Its one argument is the query as JSON, RegExps
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

/** The one element with this role and name (queryByRole: a string is the whole name). */
export const byRole = (scope: Scope, role: ByRoleMatcher, options?: RoleOptions) =>
  scope.custom$(STRATEGY, query('queryByRole', role, options ?? {}));
export const allByRole = (scope: Scope, role: ByRoleMatcher, options?: RoleOptions) =>
  scope.custom$$(STRATEGY, query('queryAllByRole', role, options ?? {}));
/** The form control labelled so (the label's whole text, its star included, or a RegExp). */
export const byLabelText = (scope: Scope, text: Matcher, options?: SelectorMatcherOptions) =>
  scope.custom$(STRATEGY, query('queryByLabelText', text, options ?? {}));
export const byText = (scope: Scope, text: Matcher) =>
  scope.custom$(STRATEGY, query('queryByText', text, {}));
export const heading = (name: Matcher) => byRole(browser, 'heading', { level: 1, name });

/**
 * Clicks a text field, selects what it holds and types over it, as a person does. Not
 * setValue: WebDriver's Element Clear empties the field with no input event and blurs it, React
 * puts back the value it still holds, and the keys land after it ("SeattleSeattle").
 */
export async function fill(field: ChainablePromiseElement, text: string): Promise<void> {
  await field.click();
  await browser.keys([Key.Ctrl, 'a']);
  await field.addValue(text);
}

/**
 * A date field set as its picker would (inPage.ts's setControlValue): WebKitGTK's date field
 * takes no typing through WebDriver, and WebDriver has no command that sets a value.
 */
export async function setDate(field: ChainablePromiseElement, date: string): Promise<void> {
  const problem = await browser.execute(setControlValue, await field.getElement(), date);
  if (problem) throw new Error(`set a date field to ${date}: ${problem}`);
}

/** A JPEG the browser draws (inPage.ts's drawJpeg), written to a file for the file input. */
export async function jpeg(name: string, width: number, height: number): Promise<string> {
  const file = join(session.tmp, name);
  await writeFile(file, Buffer.from(await browser.execute(drawJpeg, width, height), 'base64'));
  return file;
}

/** The header's Login modal, as test/e2e/helpers.ts's loginViaModal; waits for Logout. */
export async function logIn(account: { email: string; password: string }) {
  await byRole(byRole(browser, 'banner'), 'button', { name: 'Login' }).click();
  const dialog = () => byRole(browser, 'dialog', { name: 'Login' });
  await fill(byRole(dialog(), 'textbox', { name: 'UserName' }), account.email);
  await fill(byLabelText(dialog(), /Password$/), account.password);
  await byRole(dialog(), 'button', { name: 'Login' }).click();
  await expect(byRole(byRole(browser, 'banner'), 'button', { name: 'Logout' })).toBeDisplayed();
}

/*
 * Errors: every error event, rejection, CSP violation and console.error of each document
 * (inPage.ts's recordErrors, put in each page by the proxy), collected before the document goes.
 */
let errors: string[] = [];
const notes: string[] = [];
const collectErrors = async () => {
  // No page yet, or one being replaced: nothing to collect from it.
  errors.push(...(await browser.execute(recordedErrors).catch(() => [])));
};

/** Opens a path of the app (a full load) and checks the error recorder is in it. */
export async function goto(path: string): Promise<void> {
  await collectErrors();
  await browser.url(session.origin + path);
  const recorder = await browser.execute(() =>
    Array.isArray((window as unknown as { __engineErrors?: unknown }).__engineErrors),
  );
  if (!recorder) throw new Error(`${path} opened without the error recorder`);
}

/**
 * A fresh visitor in the same browser: storage emptied on a static file of the site (so the
 * app that was open cannot write its state back), the demo's latency off.
 */
export async function reset(): Promise<void> {
  await browser.url(`${session.origin}/robots.txt`);
  await browser.execute(resetStorage);
  errors = [];
}

/** Fails with every error seen so far, except NOT_FAILING's, kept as notes (takeNotes). */
export async function expectNoErrors(): Promise<void> {
  await collectErrors();
  const seen = errors.splice(0);
  notes.push(...seen.filter((error) => NOT_FAILING.test(error)));
  const failures = seen.filter((error) => !NOT_FAILING.test(error));
  if (failures.length > 0) throw new Error(`errors in the page:\n  ${failures.join('\n  ')}`);
}

export const takeNotes = () => notes.splice(0);
