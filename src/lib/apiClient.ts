import axios, { AxiosHeaders, type AxiosInstance, type CreateAxiosDefaults } from 'axios';
import humps from 'humps';
import { env } from '@/config/env';
import { ApiError, GENERIC_ERROR, serverTextOf } from './apiError';

/**
 * The session hooks the store registers at start-up, so this module never imports the store
 * (features import the client; the client must not import features).
 */
interface SessionHooks {
  getToken: () => string | null;
  onUnauthorized: () => void;
}

let session: SessionHooks = { getToken: () => null, onUnauthorized: () => undefined };

export function registerSession(hooks: SessionHooks): void {
  session = hooks;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function convertible(value: unknown): boolean {
  return isPlainObject(value) || Array.isArray(value);
}

/** A plain-text failure longer than this is a page (a proxy's error page), not a message. */
const MAX_TEXT_FAILURE = 300;

/**
 * A download asks for a Blob, so its failure arrives as one too: read it as the envelope (JSON)
 * or the short plain text it is. Anything else (an HTML error page) carries no text to show.
 */
async function failureBodyOf(data: unknown): Promise<unknown> {
  if (typeof Blob === 'undefined' || !(data instanceof Blob)) return data;
  try {
    const text = await data.text();
    if (data.type.includes('json')) return JSON.parse(text) as unknown;
    const plain = text.trim();
    return data.type.startsWith('text/plain') && plain && plain.length <= MAX_TEXT_FAILURE
      ? { errorMessage: plain }
      : null;
  } catch {
    return null;
  }
}

/**
 * Each key's camel case, worked out once: a search's answer repeats the same few dozen keys in
 * each of up to 1,000 results, and humps's regular expressions on each were four fifths of the
 * camel-casing (Dallas's 507 results: 5 ms instead of 25-34, Node). Bounded, as an answer may key
 * a map by its ids.
 */
const camelCase = new Map<string, string>();
const CAMEL_CASE_KEPT = 2_000;

function camelizeKey(key: string, convert: (key: string) => string): string {
  let camel = camelCase.get(key);
  if (camel === undefined) {
    if (camelCase.size >= CAMEL_CASE_KEPT) camelCase.clear();
    camel = convert(key);
    camelCase.set(key, camel);
  }
  return camel;
}

/** An answer's body with camel-cased keys, as every feature reads it. */
export function camelizeBody(body: object): object {
  return humps.camelizeKeys(body, camelizeKey);
}

function createInstance(defaults: CreateAxiosDefaults, withToken: boolean): AxiosInstance {
  const instance = axios.create({ timeout: 30_000, ...defaults });

  instance.interceptors.request.use((config) => {
    const headers = AxiosHeaders.from(config.headers);
    const token = withToken ? session.getToken() : null;
    if (token) headers.set('X-User-Token', token);
    config.headers = headers;
    if (convertible(config.data)) {
      config.data = humps.decamelizeKeys(config.data as object);
    }
    return config;
  });

  instance.interceptors.response.use(
    (response) => {
      if (convertible(response.data)) {
        response.data = camelizeBody(response.data as object);
      }
      return response;
    },
    async (error: unknown) => {
      if (!axios.isAxiosError(error)) {
        return Promise.reject(new ApiError(0, null, GENERIC_ERROR));
      }
      const status = error.response?.status ?? 0;
      const sentToken = AxiosHeaders.from(error.config?.headers).get('X-User-Token');
      // An authenticated call the server refuses means the session is over, not that this one
      // screen failed: end it everywhere, once, and let the caller show its own text. A refusal
      // of a token that is no longer the session's (a call still on its way from before a
      // logout and another login) says nothing about the session now.
      if (status === 401 && sentToken && sentToken === session.getToken()) session.onUnauthorized();
      const data = await failureBodyOf(error.response?.data);
      const body: unknown = convertible(data) ? camelizeBody(data as object) : data;
      return Promise.reject(new ApiError(status, serverTextOf(body), GENERIC_ERROR));
    },
  );
  return instance;
}

/**
 * The main versioned API. The traveller's screens give it the adapter that takes the search's
 * first calls, made before the app ran (lib/early, installed by TravellerState.tsx).
 */
export const api = createInstance({ baseURL: env.apiBaseUrl }, true);

/**
 * CSV downloads (lib/download.ts asks for Blob bodies, never camelized). The long-running API may
 * work for 10 minutes before the first byte, and the transfer comes on top: so this client has
 * no timeout of its own (0 = none). A download the visitor gives up on is ended with Cancel.
 */
export const longApi = createInstance({ baseURL: env.apiLongBaseUrl, timeout: 0 }, true);

/** Card payments service. */
export const paymentsApi = createInstance({ baseURL: env.paymentsBaseUrl }, true);

/** External content service: public, so no token ever goes there. */
export const contentApi = createInstance({ baseURL: env.contentBaseUrl }, false);
