import axios, {
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { EarlyAnswer } from './earlyCalls';
import { EARLY_CALLS } from './earlySettings';
import { nextTask } from '../nextTask';

type Kept = Record<string, Promise<EarlyAnswer> | undefined>;

/**
 * The call started early for exactly this request (method, URL, token, body), taken once. The
 * app's first request to a method and URL ends every early call to them, matched or not: a
 * guess left unused would otherwise answer a later search with the first screen's results.
 */
function takeEarly(config: InternalAxiosRequestConfig): Promise<EarlyAnswer> | null {
  const kept = (window as unknown as Record<string, Kept | undefined>)[EARLY_CALLS];
  if (!kept) return null;
  const target = `${(config.method ?? 'get').toUpperCase()} ${axios.getUri(config)} `;
  const token = AxiosHeaders.from(config.headers).get('X-User-Token');
  const body = typeof config.data === 'string' ? config.data : '';
  const answer = kept[`${target}${typeof token === 'string' ? token : ''} ${body}`] ?? null;
  for (const key of Object.keys(kept)) if (key.startsWith(target)) delete kept[key];
  return answer;
}

/**
 * An early answer is usually there before the screen asks: taken at once, it would be read, stored
 * and rendered in the same task as the screen's first render (a microtask chain), one task of
 * about 600 ms at 4x CPU on /search. Handed over in a task of its own, as a network answer
 * arrives, the first paint and a tap come between them (docs/budgets.md: main-thread time).
 */
function inATaskOfItsOwn<T>(value: T): Promise<T> {
  return nextTask().then(() => value);
}

/**
 * The client's adapter: a request the inline script already made is answered from that call
 * (its body is then read by the client's own transforms, exactly as an XMLHttpRequest's would
 * be); any other request, or one whose early call failed or was refused, goes out as always.
 */
function withEarlyAnswers(config: InternalAxiosRequestConfig): Promise<AxiosResponse> {
  const send: AxiosAdapter = axios.getAdapter(axios.defaults.adapter);
  const early = takeEarly(config);
  if (!early) return send(config);
  return early.then(inATaskOfItsOwn).then(
    (answer) =>
      answer.status >= 200 && answer.status < 300
        ? {
            data: answer.text,
            status: answer.status,
            statusText: 'OK',
            headers: new AxiosHeaders(answer.type ? { 'content-type': answer.type } : {}),
            config,
            request: null,
          }
        : send(config),
    () => send(config),
  );
}

/**
 * Gives `client` that adapter. Called by the traveller's screens (their layout route), whose
 * first calls these are: no other screen carries this code in its first load.
 */
export function takeEarlyCalls(client: AxiosInstance): void {
  client.defaults.adapter = withEarlyAnswers;
}
