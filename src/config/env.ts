import { readConfig } from './readConfig';

/**
 * The app's configuration, read once from the build-time environment. Errors are kept, not
 * thrown, so main.tsx can show them on screen instead of a blank page.
 */
const result = readConfig(import.meta.env);

export const env = result.config;
export const envErrors: readonly string[] = result.errors;
