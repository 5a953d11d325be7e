import { readConfig, type AppConfig } from './readConfig';

/**
 * A production build's configuration, read and checked by vite.config.ts when it built (a bad
 * value stops the build): the build carries the result, not the code that reads it.
 */
declare const __APP_CONFIG__: AppConfig;

/**
 * The app's configuration, read once from the build-time environment. Errors are kept, not
 * thrown, so main.tsx can show them on screen instead of a blank page (the dev server; a
 * production build with a bad value does not exist).
 */
const result = import.meta.env.PROD
  ? { config: __APP_CONFIG__, errors: [] }
  : readConfig(import.meta.env);

export const env = result.config;
export const envErrors: readonly string[] = result.errors;
