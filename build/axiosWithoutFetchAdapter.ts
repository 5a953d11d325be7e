import { sep } from 'node:path';
import type { Plugin } from 'vite';

/**
 * axios picks its adapter at run time from a list, XMLHttpRequest first: every browser has it, so
 * axios's fetch adapter (4 KB gzip, in every screen's first load) never runs in the app. The
 * build gets a stand-in that says "no fetch here". The check fails the build if a new axios stops
 * importing it this way, rather than shipping it again unnoticed.
 */
export function axiosWithoutFetchAdapter(): Plugin {
  const STAND_IN = '\0axios-fetch-adapter';
  let replaced = false;
  return {
    name: 'axios-without-fetch-adapter',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './fetch.js' || !importer) return null;
      if (!importer.split(sep).join('/').endsWith('/axios/lib/adapters/adapters.js')) return null;
      replaced = true;
      return STAND_IN;
    },
    load(id) {
      return id === STAND_IN ? 'export const getFetch = () => null;\nexport default null;\n' : null;
    },
    buildEnd(error) {
      if (!error && !replaced)
        this.error(
          'axios/lib/adapters/adapters.js no longer imports ./fetch.js: review this plugin',
        );
    },
  };
}
