import type { Plugin } from 'vite';

type Hook = (this: unknown, ...args: unknown[]) => unknown;

/** Calls a plugin's hook as Vite would (a function or `{ handler }`), with `context` as `this`. */
export function callHook(
  plugin: Plugin,
  name: keyof Plugin,
  context: object,
  ...args: unknown[]
): unknown {
  const value = plugin[name] as Hook | { handler: Hook } | undefined;
  if (value === undefined) throw new Error(`${plugin.name} has no ${name} hook`);
  return (typeof value === 'function' ? value : value.handler).call(context, ...args);
}

/** A plugin context whose `error` throws, as Rolldown's does. */
export const context = {
  error(message: string): never {
    throw new Error(message);
  },
};

/** The import sources of an ES module's text. */
export function importSources(code: string): string[] {
  return [...code.matchAll(/^import\s[^;]*?from\s+['"]([^'"]+)['"]/gms)].map(
    ([, source]) => source,
  );
}

/** The VITE_* values of a build for a real API (each test may change some). */
export const REAL_API = {
  VITE_API_BASE_URL: 'https://api.example.com/api/v1',
  VITE_API_LONG_BASE_URL: 'https://long.example.com/api/v1',
  VITE_PAYMENTS_BASE_URL: 'https://pay.example.com',
  VITE_CONTENT_BASE_URL: 'https://content.example.com',
  VITE_SITE_URL: 'https://www.example.com',
  VITE_SUPPORT_PHONE: '8005550100',
  VITE_ACCOUNTS_EMAIL: 'accounts@example.com',
  VITE_ANALYTICS_ID: '',
  VITE_CONVERSION_ID: '',
};
