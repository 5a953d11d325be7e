/**
 * The search's first calls, started by index.html's inline script while the JavaScript is still
 * on its way (build/firstScreen.ts inlines this function, so it must stay self-contained: no
 * imports, no helpers outside it). On a cold visit to /search/:city/:state the results' first
 * photo is the largest paint, and without this its request waits for the entry chunk, the
 * metadata, the search (two round trips with its CORS preflight) and React's first render.
 *
 * The calls are made exactly as the app will make them (same URL, same JSON body, the saved
 * login's token) and kept on `window[settings.name]` by method, URL, token and body; the app's
 * API client answers its own request from a kept call with the same key
 * (lib/early/earlyResponses.ts), once. Anything else (a different body or token, a failure)
 * leaves the app to make its own call as always, so a mismatch costs one spare request and never
 * a wrong answer. The first result's first photo is fetched as soon as the answer names it.
 */
export interface EarlySettings {
  /** The window property the answers are kept on (earlySettings.ts: EARLY_CALLS). */
  name: string;
  /** The API's base URL, as the app's client has it. */
  api: string;
  /** Where a persisted login is kept (redux-persist's key for the auth slice): its token. */
  authKey: string;
  /** The search's default zip radius (a search by path resets it). */
  radius: number;
  /** Give up after this long (ms): the app then calls on its own. */
  timeout: number;
}

/** What a kept call resolves to (the body as text, as axios's adapter hands it on). */
export interface EarlyAnswer {
  status: number;
  text: string;
  type: string | null;
}

export function earlyCalls(settings: EarlySettings): void {
  if (!/^\/search(\/|$)/.test(location.pathname)) return;
  // A saved login's calls carry its token, as the app's will (redux-persist's format: each field
  // serialized again inside the object). One the app then finds expired sends none: no match.
  let token = '';
  for (const store of [localStorage, sessionStorage]) {
    try {
      const saved = JSON.parse(store.getItem(settings.authKey) ?? '{}') as { apiToken?: string };
      const value: unknown = JSON.parse(saved.apiToken ?? 'null');
      if (typeof value === 'string' && value !== '') token = value;
    } catch {
      // Unreadable: as the app, which then starts without a login.
    }
  }

  const kept: Record<string, Promise<EarlyAnswer>> = {};
  (window as unknown as Record<string, unknown>)[settings.name] = kept;
  const call = (path: string, body?: string): Promise<EarlyAnswer> => {
    const url = settings.api + path;
    const method = body === undefined ? 'GET' : 'POST';
    const answer = fetch(url, {
      method,
      body,
      headers: {
        Accept: 'application/json, text/plain, */*',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { 'X-User-Token': token } : {}),
      },
      signal:
        typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(settings.timeout) : null,
    }).then(async (response) => ({
      status: response.status,
      text: await response.text(),
      type: response.headers.get('content-type'),
    }));
    kept[`${method} ${url} ${token} ${body ?? ''}`] = answer;
    // Unused or failed, it must not surface as an unhandled rejection.
    answer.catch(() => undefined);
    return answer;
  };
  const json = (answer: EarlyAnswer): unknown => {
    if (answer.status !== 200) throw new Error(String(answer.status));
    return JSON.parse(answer.text) as unknown;
  };

  const metadata = call('/metadata').then(json);
  // A query string brings filters along: the app works those out itself.
  const path = /^\/search\/([^/]+)\/([^/]+)\/?$/.exec(location.pathname);
  if (!path || location.search) return;

  const slug = (text: string) =>
    text
      .trim()
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  let city: string, state: string;
  try {
    city = decodeURIComponent(path[1]).trim();
    state = decodeURIComponent(path[2]).trim();
  } catch {
    // A malformed address (%zz) is the app's to answer; the inline script's hints still run.
    return;
  }
  const bodyOf = (where: { city?: unknown; state?: unknown }, tripType: unknown) =>
    JSON.stringify({
      number_of_people: 1,
      trip_type: tripType,
      freeform_location: '',
      city: where.city,
      state: where.state,
      amenities: [],
      zip: '',
      zip_range: settings.radius,
    });
  // The search the metadata will most likely ask for, at once rather than a round trip later:
  // the address's words capitalized (a metro's usual spelling) and the first trip type, 1.
  const guess = bodyOf(
    {
      city: city.replace(/-/g, ' ').replace(/\b[a-z]/g, (letter) => letter.toUpperCase()),
      state: state.toUpperCase(),
    },
    1,
  );
  const guessed = call('/search', guess);
  metadata
    .then((value) => {
      const { metros, trip_types: tripTypes } = value as {
        metros?: { city?: unknown; state?: unknown }[];
        trip_types?: { id?: unknown }[];
      };
      // The metro's own spelling, else the address's (searchCriteria.ts's resolveRoutePlace).
      const metro = (Array.isArray(metros) ? metros : []).find(
        (candidate) =>
          typeof candidate.city === 'string' &&
          typeof candidate.state === 'string' &&
          slug(candidate.city) === slug(city) &&
          candidate.state.toLowerCase() === state.toLowerCase(),
      );
      const body = bodyOf(
        metro ?? { city: city.replace(/-/g, ' '), state: state.toUpperCase() },
        (Array.isArray(tripTypes) ? tripTypes[0]?.id : undefined) ?? 1,
      );
      // A wrong guess is left unused (the app takes answers by their body): ask again.
      return (body === guess ? guessed : call('/search', body)).then(json);
    })
    .then((value) => {
      const results = (value as { results?: { photos?: { url?: unknown }[] }[] }).results;
      const url = Array.isArray(results) ? results[0]?.photos?.[0]?.url : undefined;
      if (typeof url !== 'string' || url === '') return;
      // In the memory cache when the first card asks for it (an Image, not a preload link: a
      // photo the app ends up not showing first is no console warning).
      const photo = new Image();
      photo.fetchPriority = 'high';
      photo.src = url;
    })
    .catch(() => undefined);
}
