import type { Plugin } from 'vite';

/**
 * No <link rel="modulepreload"> for a chunk the page has already run. On each dynamic import,
 * Vite's preload helper adds a modulepreload link for every chunk the imported one needs, unless
 * a <link> with that URL is already in the document. The entry's chunks (Rolldown's runtime and
 * `index`, which most lazy chunks import) never are: the HTML entry is only imports (the `index`
 * group takes main.tsx out of it), so Vite writes each as a <script type="module">, which the
 * helper does not look for. Those links did nothing (the modules were evaluated before any lazy
 * chunk could be asked for), and Firefox fires `error` at a modulepreload of a module its
 * module map already holds from a module script: two console-visible error events on every
 * load and more on each screen. The helper now preloads only what the entry has not loaded.
 */
export function skipEntryPreloads() {
  const loadedByEntry = new Set<string>();
  const plugin: Plugin = {
    name: 'skip-entry-preloads',
    apply: 'build',
    // Before vite:build-import-analysis writes each chunk's preload list (resolveDependencies).
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loadedByEntry.clear();
        const visit = (file: string): void => {
          const chunk = bundle[file];
          if (loadedByEntry.has(file) || chunk?.type !== 'chunk') return;
          loadedByEntry.add(file);
          chunk.imports.forEach(visit);
        };
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && output.isEntry) visit(output.fileName);
        }
      },
    },
  };
  const resolveDependencies = (
    _file: string,
    deps: string[],
    { hostType }: { hostType: 'html' | 'js' },
  ): string[] => (hostType === 'js' ? deps.filter((dep) => !loadedByEntry.has(dep)) : deps);
  return { plugin, resolveDependencies };
}
