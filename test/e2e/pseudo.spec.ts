import type { Page } from '@playwright/test';
import pseudolocale from 'pseudolocale';
import { expect, test } from './fixtures';
import { loginViaModal } from './helpers';
import { AMENITIES, BUS_TYPES, TRIP_TYPES } from '../../src/mocks/db/seed/catalogue';
import { CA_PROVINCES, US_STATES, US_TERRITORIES } from '../../src/lib/regions';

/**
 * Nothing left in English (issue 41): the traveller's screens in Lingui's pseudo-locale, where
 * every message is accented ("Ḿōŕē Ďēţàĩĺś"). Any visible text, label or alternative text with
 * two plain Latin letters in a row and no accented one is text that is not a message, unless it
 * is the server's (every string the demo API answered on this page is collected) or a name
 * (below). The list of such texts must be empty on each screen.
 */

/** The pseudo text of an English message, as Lingui's pseudo-locale writes it. */
const p = (english: string): string =>
  pseudolocale(english, { prepend: '', append: '', delimiter: '%%' });

/** Names, not messages (docs/i18n.md): the brand, the languages, social networks, units. */
const NAMES = [
  /^Bus Charter Quotes$/,
  /^English$/,
  /^Español$/,
  /^(Facebook|Twitter|Instagram|YouTube|LinkedIn)$/,
  /^(VISA|Visa|Mastercard|MasterCard|American Express|Discover|DISC|AMEX|Amex|PayPal)$/,
];
/**
 * A date or time as `Intl` writes it: the pseudo-locale has no `Intl` locale of its own, so its
 * dates are en-US's (Spanish ones are checked in the Spanish journeys and unit tests).
 */
const DATES =
  /^((Sun|Mon|Tue|Wed|Thu|Fri|Sat)[a-z]*,? )?(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}(, \d{4})?( \d{1,2}:\d{2} [AP]M)?$/;
/** A place ("Dallas, TX") or a list of them: the gazetteer's names, not messages. */
const PLACES = /^([A-Z][A-Za-z.' -]+, [A-Z]{2})(( to |, | - | – )[A-Z][A-Za-z.' -]+, [A-Z]{2})*$/;

/**
 * The server's vocabularies: in an answer, but shown in the visitor's language (lib/i18n/
 * vocabulary), so never exempt as the server's own text.
 */
const VOCABULARY = new Set(
  [...AMENITIES, ...BUS_TYPES, ...TRIP_TYPES, ...US_STATES, ...US_TERRITORIES, ...CA_PROVINCES].map(
    (item) => item.name,
  ),
);

/** The server's strings of a page, and the answers whose bodies are still being read. */
interface ServerText {
  strings: Set<string>;
  reading: Set<Promise<void>>;
}

/** Collects every string of every JSON answer of the demo API on `page` (vocabularies aside). */
function serverStrings(page: Page): Promise<ServerText> {
  const strings = new Set<string>();
  const reading = new Set<Promise<void>>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string' && !VOCABULARY.has(value.trim())) {
      strings.add(value.trim());
      // An HTML answer (a company's description): each of its texts as the page shows it.
      if (value.includes('<'))
        for (const piece of value.split(/<[^>]*>/)) {
          // As a page shows it: a line break in the HTML is a space.
          const shown = piece.replace(/\s+/g, ' ').trim();
          if (shown) strings.add(shown);
        }
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  page.on('response', (response) => {
    // The API's answers and the content service's (the terms page: /content/wp-json/...).
    if (!/^\/(api|content)\//.test(new URL(response.url()).pathname)) return;
    // Read before any check: on a loaded machine a body can still be on its way after the
    // network is idle (pinned run P4 found quote names "outside the messages" that way).
    const read = response.json().then(collect, () => undefined);
    reading.add(read);
    void read.finally(() => reading.delete(read));
  });
  // The same answers as the page itself received them (inPageAnswers), each handed over as it
  // comes, on every document of the page: the protocol cannot always give a body the demo's
  // service worker answered (clean-clone run T10: the quote history's group names never reached
  // the set), and a copy kept in the page went with its document (run T12: the history came on
  // the login's landing, and the next load of the page showed it from the persisted store).
  const ready = page.exposeBinding('__keepApiAnswer', (_source, body: string) => {
    try {
      collect(JSON.parse(body));
    } catch {
      // Not JSON (a CSV report): no strings to exempt.
    }
  });
  return ready.then(() => ({ strings, reading }));
}

/**
 * Hands the body of every answer of the demo API, as the page reads it (XMLHttpRequest for
 * axios, fetch for the early calls), to the test (serverStrings' `__keepApiAnswer`).
 */
function inPageAnswers() {
  const keep = (body: string) =>
    void (window as unknown as { __keepApiAnswer?: (body: string) => Promise<void> })
      .__keepApiAnswer?.(body)
      .catch(() => undefined);
  const ours = (url: string) => /^\/(api|content)\//.test(new URL(url, location.href).pathname);
  // The prototype's own send, called on each request below.
  const send: (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['send']>) => void =
    Reflect.get(XMLHttpRequest.prototype, 'send');
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, ...args) {
    this.addEventListener('load', () => {
      if (ours(this.responseURL) && (this.responseType === '' || this.responseType === 'text'))
        keep(this.responseText);
    });
    return send.apply(this, args);
  };
  const fetched = window.fetch.bind(window);
  window.fetch = async (...args) => {
    const response = await fetched(...args);
    if (ours(response.url))
      void response
        .clone()
        .text()
        .then(keep, () => undefined);
    return response;
  };
}

/** The visible texts and accessible labels of the page that are neither messages nor names. */
async function plainEnglish(page: Page, server: Set<string>): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const shown = (element: Element) =>
      !element.closest('script, style, noscript, template, [translate="no"]') &&
      (element as HTMLElement).checkVisibility?.({ visibilityProperty: true }) !== false;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && shown(parent)) found.push(node.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [placeholder], [title], img[alt], [aria-roledescription]',
    )) {
      if (!shown(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'aria-roledescription'])
        found.push(element.getAttribute(name) ?? '');
    }
    found.push(document.title);
    return found;
  });
  // Longest first: a description goes whole before the company name inside it is taken out.
  const serverText = [...server].sort((a, b) => b.length - a.length);
  return [
    ...new Set(
      texts
        .map((text) => text.replace(/\s+/g, ' ').trim())
        .filter((text) => /[A-Za-z]{2}/.test(text) && !/[\u00c0-\uffff]/.test(text))
        .filter((text) => !NAMES.some((name) => name.test(text)) && !PLACES.test(text))
        .filter((text) => !DATES.test(text))
        // A preview of the server's text, cut short ("Hi, we are planning a...").
        .map((text) => text.replace(/(\.\.\.|…)$/, ''))
        // The server's data, whole, alone or with numbers and signs around it ("Olympic Coach
        // 4.5"): a piece of a server string is no exemption (an English word that happens to be
        // in a review is still the app's English).
        .filter((text) => {
          const rest = serverText
            .filter((data) => /[A-Za-z]{2}/.test(data) && text.includes(data))
            .reduce((left, data) => left.replaceAll(data, ' '), text);
          // Or the start of one, a preview cut at a word ("Hi, we are planning a robotics team").
          const preview = text.length >= 24 && text.includes(' ');
          return (
            /[A-Za-z]{2}/.test(rest) && !(preview && serverText.some((d) => d.startsWith(text)))
          );
        }),
    ),
  ];
}

/**
 * Polled, not read once: an answer can still arrive after the network went idle, its body read
 * after its text is on the page (pinned run P5, on one core: the messages' subjects came in
 * between). Text outside the messages stays there, and the poll fails with it after its time.
 */
async function expectAllMessages(page: Page, server: ServerText, screen: string) {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(
      async () => {
        await Promise.all(server.reading);
        return plainEnglish(page, server.strings);
      },
      { message: `text outside the messages on ${screen}` },
    )
    .toEqual([]);
}

/** Text with the pseudo-locale's accents: a message's, not the server's English. */
const ACCENTED = /[\u00c0-\uffff]/;

const PLANNED =
  '/search/dallas/tx?trip=2&group=40&days=2&miles=600&to=Austin,TX&depart=2099-06-14&return=2099-06-15';

test.describe('the pseudo-locale: every traveller text is a message', () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(inPageAnswers);
    await context.addInitScript(() => {
      if (localStorage.getItem('bcq.locale') === null) localStorage.setItem('bcq.locale', 'pseudo');
    });
  });

  test('search, its modals, compare, the cart and the request form, the trip sheet', async ({
    page,
  }) => {
    const server = await serverStrings(page);
    await page.goto(PLANNED);
    await expect(page.locator('html')).toHaveAttribute('lang', /.+/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-size-ready]')).toBeVisible();
    await expectAllMessages(page, server, 'the search');

    const first = page.getByRole('article').first();
    await first.getByRole('button', { name: p('More Details') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAllMessages(page, server, 'the details');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    for (const article of [0, 1]) {
      await page
        .getByRole('article')
        .nth(article)
        .getByRole('button', { name: p('Add To Quote Request') })
        .click();
    }
    for (const article of [0, 1]) {
      await page.getByRole('article').nth(article).locator('button[aria-pressed]').click();
    }
    await expectAllMessages(page, server, 'the search with a cart and a compare list');

    const compare = page.locator('a[href^="/compare"]').first();
    await compare.click();
    await expect(page.getByRole('table')).toBeVisible();
    await expectAllMessages(page, server, '/compare');

    await page.goto('/review');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.locator('form button[type="submit"]').first().click();
    await expectAllMessages(page, server, '/review with its validation messages');

    await page.goto(PLANNED);
    await page.locator('a[href^="/trip#"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAllMessages(page, server, 'the trip sheet');

    // The connection lost: the sheet says it shows the trip as saved.
    await page.context().setOffline(true);
    await expect(page.getByText(p('Offline: showing the trip as saved.'))).toBeVisible();
    await expectAllMessages(page, server, 'the trip sheet offline');
    await page.context().setOffline(false);
  });

  test('the public pages, the login modal and the traveller account', async ({ page, context }) => {
    const server = await serverStrings(page);
    for (const path of ['/join', '/no-such-page', '/', '/trip']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectAllMessages(page, server, path);
    }
    await page.goto('/search/dallas/tx');
    await page
      .getByRole('banner')
      .getByRole('button', { name: p('Login'), exact: true })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAllMessages(page, server, 'the login modal');

    // Logged in (in English, as the login's own journey does), then back to the pseudo-locale.
    await context.clearCookies();
    await page.evaluate(() => localStorage.setItem('bcq.locale', 'en'));
    await page.goto('/search/dallas/tx');
    await loginViaModal(page, 'traveller@demo.test', 'Travel2026!');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('bcq.locale', 'pseudo'));
    for (const path of ['/users/quote-history', '/users/messages', '/users/my-account']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectAllMessages(page, server, path);
    }
  });

  test('the states besides the happy path: refusals, the log-in page, the 404', async ({
    page,
  }) => {
    const server = await serverStrings(page);
    // A traveller page, logged out: the log-in page in front of it.
    await page.goto('/users/quote-history');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectAllMessages(page, server, 'the log-in page in front of a traveller page');

    // A refused login on the portal.
    await page.goto('/');
    const form = page.getByRole('form', { name: p('Login') });
    await form.getByLabel(p('Email or Username')).fill('nobody@example.com');
    await form.getByLabel(p('Password')).fill('Wrong2026!');
    await form.getByRole('button', { name: p('Login') }).click();
    // The app's own sentence: the server's words alone would pass as its text (exempt below).
    await expect(form.locator('.text-danger')).toHaveText(ACCENTED);
    await expectAllMessages(page, server, 'a refused login');

    // Forgot password: the page, then a refused address.
    await page.goto('/subscribers/forgot-password');
    const forgot = page.getByRole('form', { name: p('Forgot password') });
    await expectAllMessages(page, server, '/subscribers/forgot-password');
    await forgot.getByLabel(p('Email')).fill('nobody@example.com');
    await forgot.getByRole('button', { name: p('Request Password') }).click();
    await expect(forgot.locator('.text-danger')).toHaveText(ACCENTED);
    await expectAllMessages(page, server, 'a refused password request');

    for (const path of ['/terms-and-conditions', '/confirmation', '/notfound']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectAllMessages(page, server, path);
    }
  });
});
