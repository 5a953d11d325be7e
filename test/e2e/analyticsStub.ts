import type { BrowserContext, Request } from '@playwright/test';

/**
 * The analytics of a build made with an analytics id (scripts/demoBuilds.mjs, served by
 * playwright.config.ts on E2E_ANALYTICS_PORT), with Google's hosts answered in the browser: the
 * journeys reach no outside host, and a request that would leave for one is recorded all the
 * same. In Chromium only: the demo's service worker (MSW) fetches every file of the page itself,
 * gtag.js included, and Playwright answers a service worker's requests in Chromium alone.
 */
const PORT = Number(process.env.E2E_PORT ?? 4180);
export const ANALYTICS_SITE = `http://127.0.0.1:${process.env.E2E_ANALYTICS_PORT ?? PORT + 100}`;
/** The journeys' own demo build (playwright.config.ts's baseURL). */
export const SITE = `http://127.0.0.1:${PORT}`;

/**
 * gtag.js as the app uses it, in a few lines: it reads the data layer the app pushes to and
 * sends each page view (the config's own, unless `send_page_view: false`, and each `page_view`
 * event) to GA4's collect endpoint as gtag.js does, the page's address and title in the query
 * (`dl`, `dt`) and the event in the body. Like gtag.js it fills what the app leaves out from
 * the document itself: `page_location` from `location.href`, `page_title` from
 * `document.title`. It sends nothing on history changes of its own: GA4's "page changes based
 * on browser history events", which docs/deployment.md asks a site owner to switch off.
 */
const GTAG = `(() => {
  const layer = (window.dataLayer = window.dataLayer || []);
  const tag = {};
  const send = (id, name, params) => {
    const page = { ...tag[id], ...params };
    const query = new URLSearchParams({
      v: '2',
      tid: id,
      dl: page.page_location ?? location.href,
      dt: page.page_title ?? document.title,
      dr: document.referrer,
    });
    const body = new URLSearchParams({ en: name, ...(page.page_path ? { 'ep.page_path': page.page_path } : {}) });
    navigator.sendBeacon('https://region1.google-analytics.com/g/collect?' + query, body.toString());
  };
  const run = (call) => {
    const [command, first, second] = Array.from(call);
    if (command === 'config') {
      tag[first] = { ...tag[first], ...second };
      if (second?.send_page_view !== false) send(first, 'page_view', {});
    } else if (command === 'event') {
      for (const id of Object.keys(tag)) send(id, first, second ?? {});
    }
  };
  layer.forEach(run);
  const push = layer.push.bind(layer);
  layer.push = (...calls) => {
    calls.forEach(run);
    return push(...calls);
  };
})();`;

/** Answers Google's hosts in this context: gtag.js with the stand-in above, a collect with 204. */
export async function stubAnalytics(context: BrowserContext): Promise<void> {
  await context.route('https://www.googletagmanager.com/gtag/js?**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: GTAG }),
  );
  await context.route(/^https:\/\/[^/]*google-analytics\.com\//, (route) =>
    route.fulfill({ status: 204 }),
  );
}

export interface SeenRequest {
  url: string;
  /** Every header the browser sent with it (the Referer among them). */
  headers: string;
  body: string;
}

/**
 * Every request of the context from now on, the documents included, as the browser sent it:
 * its URL, its headers and its body. `all()` waits for the headers of those seen so far (the
 * browser reports them after the request itself).
 */
export function recordRequests(context: BrowserContext): { all: () => Promise<SeenRequest[]> } {
  const seen: Promise<SeenRequest>[] = [];
  context.on('request', (request: Request) => {
    seen.push(
      request.allHeaders().then(
        (headers) => ({
          url: request.url(),
          headers: Object.entries(headers)
            .map(([name, value]) => `${name}: ${value}`)
            .join('\n'),
          body: request.postData() ?? '',
        }),
        // A request whose headers never came (its page closed first) still counts.
        () => ({ url: request.url(), headers: '', body: request.postData() ?? '' }),
      ),
    );
  });
  return { all: () => Promise.all(seen) };
}

/** What a request could carry of `secrets`: each one found in its URL, headers or body. */
export function carried(request: SeenRequest, secrets: readonly string[]): string[] {
  const decoded = (text: string) => {
    try {
      return decodeURIComponent(text.replaceAll('+', ' '));
    } catch {
      return text;
    }
  };
  const text = [request.url, request.headers, request.body].flatMap((part) => [
    part,
    decoded(part),
  ]);
  const haystack = text.join('\n').toLowerCase();
  return secrets.filter((secret) => haystack.includes(secret.toLowerCase()));
}
