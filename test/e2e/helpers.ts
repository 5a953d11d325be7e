import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../scripts/demoLogin.mjs';
import { drawJpeg } from '../engines/inPage';

/** Records every URL the SPA pushes, so landing pages of screens still to come can be asserted. */
export async function recordNavigations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __paths: string[] };
    w.__paths = [];
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        if (url) w.__paths.push(new URL(String(url), location.href).pathname);
        original(data, unused, url);
      };
    }
  });
}

export async function visitedPaths(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __paths: string[] }).__paths);
}

/**
 * Types over a text field key by key, as a person does: what the journeys Firefox runs too
 * (@firefox) type with, in both engines. Not fill(): in Firefox over WebDriver BiDi (Playwright
 * 1.62) its text insertion leaves the field empty, so React never sees a change. Date, time and
 * select fields take fill() and selectOption() in both engines.
 */
export async function typeInto(field: Locator, text: string): Promise<void> {
  await field.clear();
  await field.pressSequentially(text);
}

/**
 * How a journey works the login's controls: how it types into a field (typeInto unless told)
 * and how it presses a button (the slow-device journeys press the moment it is
 * enabled, checking why it waits).
 */
export interface LoginWays {
  type?: (field: Locator, text: string) => Promise<void>;
  press?: (button: Locator) => Promise<void>;
}

/**
 * Opens the header's login modal and logs in: the one login of the Playwright journeys (the
 * journeys here, the slow-device ones and Firefox's).
 */
export async function loginViaModal(
  page: Page,
  email: string,
  password: string,
  { type = typeInto, press = (button) => button.click() }: LoginWays = {},
): Promise<void> {
  await press(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }));
  const dialog = page.getByRole('dialog', { name: 'Login', exact: true });
  await type(dialog.getByLabel('UserName'), email);
  await type(dialog.getByLabel('Password'), password);
  await press(dialog.getByRole('button', { name: 'Login', exact: true }));
}

/** What a page's origin holds in localStorage and sessionStorage. */
interface OriginStorage {
  local: Record<string, string>;
  session: Record<string, string>;
}

/**
 * Each account's storage just after its login, for the rest of this Playwright worker (a
 * worker's process keeps its modules; a failed test's worker is replaced, and starts empty).
 */
const loggedIn = new Map<DemoAccount, OriginStorage>();

const readStorage = (): OriginStorage => ({
  local: { ...localStorage },
  session: { ...sessionStorage },
});

/**
 * What the login wrote: each key it added or changed. Not the demo's pace (fixtures.ts sets it
 * for each test), and not what the test had put there before (quote.spec's seeded cart).
 */
function writtenBy(before: OriginStorage, after: OriginStorage): OriginStorage {
  const changed = (from: Record<string, string>, to: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(to).filter(([key, value]) => key !== 'demo-latency' && from[key] !== value),
    );
  return {
    local: changed(before.local, after.local),
    session: changed(before.session, after.session),
  };
}

/**
 * Opens `path` logged in as a demo account, for the journeys whose subject is not the login.
 * The first time in a worker for an account, it logs in through the header's modal
 * (loginViaModal, Remember Me off: the login lives in sessionStorage) and keeps what the login
 * wrote to the origin's storage: the login, and the demo API's database (src/mocks/db/store.ts,
 * in localStorage) with the account's new token. Later tests restore that copy on a static file
 * of the origin (robots.txt, so the app does not boot and write first), then open `path`: what
 * a fresh login would have left, without the login's 1-3 s. Playwright's storageState holds no
 * sessionStorage, and this works over WebDriver BiDi too (the @firefox journeys).
 * Not for the account in arrears: its login ends at a notice, not logged in.
 */
export async function signIn(page: Page, account: DemoAccount, path: string): Promise<void> {
  const stored = loggedIn.get(account);
  if (stored) {
    await page.goto('/robots.txt');
    await page.evaluate(({ local, session }) => {
      for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
    }, stored);
  } else {
    // The header folds its Login button into the menu below 992 px (navbar-expand-lg): a test
    // set to a phone's size logs in at the desktop's, and opens `path` at its own.
    const size = page.viewportSize();
    if (size && size.width < 992) await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/');
    const before = await page.evaluate(readStorage);
    const [email, password] = DEMO_ACCOUNTS[account];
    await loginViaModal(page, email, password);
    // redux-persist writes the login on its own schedule: wait until it is stored.
    await page.waitForFunction(() =>
      (sessionStorage.getItem('buscharter:auth') ?? '').includes('"loggedIn":"true"'),
    );
    // And the login's own move to the account's home, in the page, before a new load: in pinned
    // run P7 Firefox failed the load of /subscribers/listings ("Navigation failed") at this step,
    // the first journey of its worker, as that same page was still being reached from the login.
    await page.waitForURL((url) => url.pathname !== '/');
    await page.waitForLoadState('networkidle');
    loggedIn.set(account, writtenBy(before, await page.evaluate(readStorage)));
    if (size) await page.setViewportSize(size);
  }
  await page.goto(path);
}

/** Opens a search and waits for its results. */
export async function openSearch(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bus Quote Search Results' }),
  ).toBeVisible();
  await expect(page.locator('[data-size-ready]')).toBeVisible();
}

/**
 * The result cards, once the list is whole: a new answer, filter or order puts its first cards on
 * the page first and the rest a few at a time (ResultList), up to the page's twenty.
 */
export async function wholeResultList(page: Page): Promise<Locator> {
  const viewing = page.getByText(/^Viewing \d+ Results$/);
  const total = Number(/\d+/.exec(await viewing.innerText())?.[0]);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(Math.min(total, 20));
  return cards;
}

/** How far the page scrolls sideways: 0 when it fits the window. */
export const sidewaysScroll = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * No axe violations on what is on screen now. With a modal dialog open, what is drawn over the
 * page is checked (the dialog, its backdrop, toasts: all outside `#root`) and the page behind
 * it, out of reach while the dialog holds the focus, is not: the journeys check each page on its
 * own, and a full scan of a search page behind a dialog took 4 s against 1 s for the dialog.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // The pointer rests on the corner, off any control: a button the last click left hovered
  // starts its colour transition only when Chromium next updates the hover (a frame or more
  // after a re-render), which a check made at once would catch halfway.
  await page.mouse.move(0, 0);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  // A modal or panel still fading in has half-transparent text: check what the user ends up seeing.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const modal = await page.locator('[role="dialog"][aria-modal="true"]').count();
  // One axe.run in the page (legacy mode): the app has no frames (its CSP says frame-src 'none'),
  // so axe's per-frame runs, merged in a blank page it opens for each check, only cost time
  // (the search page: 4-6 s a check, 2.5 s this way, with the same results).
  const axe = new AxeBuilder({ page }).setLegacyMode(true);
  const results = await (modal > 0 ? axe.exclude('#root') : axe).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** A small real JPEG, drawn by the browser itself (the engine journeys' drawJpeg, in the page). */
export async function makeJpeg(page: Page, width = 640, height = 480): Promise<Buffer> {
  const base64 = await page.evaluate<string>(`(${String(drawJpeg)})(${width}, ${height})`);
  return Buffer.from(base64, 'base64');
}

/** The app's own short texts: none of them may break inside a word at any width. */
const LABELS =
  'label, legend, th, td, dt, .btn, .badge, .nav-link, .navbar-brand, .progress-steps__labels li, h1, h2, h3, h4, h5, h6';

/**
 * Every word of a visible label, heading, button or table cell that the browser has split across
 * lines ("Zoo" / "m", "$1,450.0" / "0"), as `word in "label"`. Hyphens and slashes are places a line may break.
 */
export async function wordsBrokenAcrossLines(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const broken: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (!element.checkVisibility() || element.closest('.visually-hidden')) continue;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('.visually-hidden')) continue;
        const text = node.textContent ?? '';
        for (const word of text.matchAll(/[^\s/-]{2,}/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set(
            [...range.getClientRects()]
              .filter((rect) => rect.width > 0)
              .map((rect) => Math.round(rect.top)),
          );
          if (lines.size > 1)
            broken.push(`${word[0]} in "${element.innerText.trim().slice(0, 60)}"`);
        }
      }
    }
    return broken;
  }, LABELS);
}
