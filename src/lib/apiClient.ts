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
        response.data = humps.camelizeKeys(response.data as object);
      }
      return response;
    },
    (error: unknown) => {
      if (!axios.isAxiosError(error)) {
        return Promise.reject(new ApiError(0, null, GENERIC_ERROR));
      }
      const status = error.response?.status ?? 0;
      const sentToken = AxiosHeaders.from(error.config?.headers).has('X-User-Token');
      // An authenticated call the server refuses means the session is over, not that this one
      // screen failed: end it everywhere, once, and let the caller show its own text.
      if (status === 401 && sentToken) session.onUnauthorized();
      const body: unknown = convertible(error.response?.data)
        ? humps.camelizeKeys(error.response?.data as object)
        : error.response?.data;
      return Promise.reject(new ApiError(status, serverTextOf(body), GENERIC_ERROR));
    },
  );
  return instance;
}

/** The main versioned API. */
export const api = createInstance({ baseURL: env.apiBaseUrl }, true);

/** CSV downloads: long timeout, blob bodies (never camelized). */
export const longApi = createInstance({ baseURL: env.apiLongBaseUrl, timeout: 10 * 60_000 }, true);

/** Card payments service. */
export const paymentsApi = createInstance({ baseURL: env.paymentsBaseUrl }, true);

/** External content service: public, so no token ever goes there. */
export const contentApi = createInstance({ baseURL: env.contentBaseUrl }, false);
