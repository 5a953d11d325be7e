import { relative, sep } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { US_PLACES_MODULE } from '../scripts/usPlaces.ts';
import { isOperatorOnly } from './operatorOnly.mjs';

type ManifestTransform = NonNullable<VitePWAOptions['workbox']['manifestTransforms']>[number];

/**
 * What the offline worker may precache, before the traveller filter below: the app shell
 * (index.html) and the build's hashed scripts and styles. The manifest's icons are added by
 * vite-plugin-pwa itself (includeManifestIcons); nothing else of public/ is.
 */
export const PRECACHE_GLOBS = ['index.html', 'assets/*.{js,css}'];

/** Where a chunk stops the walk: its code is for somebody else, or too heavy to fetch unasked. */
function stopsAt(chunk: Rolldown.OutputChunk, root: string): string | null {
  for (const id of chunk.moduleIds) {
    const source = id.replace(/^\0/, '');
    // The gazetteer (222 KB gzip): only typing a place needs it; a saved trip has its places.
    if (source === US_PLACES_MODULE) return 'the gazetteer';
    const path = relative(root, source).split(sep).join('/');
    if (isOperatorOnly(path)) return path;
  }
  return null;
}

/**
 * The traveller's files: every chunk the app can load from its entry (statically or through a
 * lazy import) without going through a chunk that holds operator or admin code
 * (build/operatorOnly.mjs, the list `npm run size` checks the traveller's screens against) or
 * the gazetteer, with the styles those chunks import. A traveller screen added later (the trip
 * sheet at /trip, the route map's chunk it draws) is in it without a change here; an operator
 * page, and what only operator pages import, never is.
 */
export function travellerFiles(bundle: Rolldown.OutputBundle, root: string): Set<string> {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  }
  const files = new Set<string>();
  const seen = new Set<string>();
  const stack = [...chunks.values()].filter((chunk) => chunk.isEntry);
  for (const entry of stack) {
    const stop = stopsAt(entry, root);
    if (stop) throw new Error(`offlinePrecache: the entry ${entry.fileName} holds ${stop}`);
  }
  while (stack.length > 0) {
    const chunk = stack.pop() as Rolldown.OutputChunk;
    if (seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    if (stopsAt(chunk, root)) continue;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) {
      const found = chunks.get(next);
      if (found) stack.push(found);
    }
  }
  return files;
}

/**
 * The precache's traveller filter: a Vite plugin that reads the chunk graph when the bundle is
 * written, and the workbox `manifestTransforms` step that keeps, of the build's scripts and
 * styles, only those (workbox lists files, not what imports what).
 */
export function offlinePrecache(): { plugin: Plugin; manifestTransform: ManifestTransform } {
  let root = process.cwd();
  let allowed: Set<string> | null = null;
  return {
    plugin: {
      name: 'offline-precache',
      apply: 'build',
      configResolved(config) {
        root = config.root;
      },
      generateBundle(_options, bundle) {
        allowed = travellerFiles(bundle, root);
      },
    },
    manifestTransform: (entries) => {
      if (!allowed) throw new Error('offlinePrecache: the worker was generated before the bundle');
      const keep = allowed;
      const manifest = entries.filter(
        (entry) => !/^\/?assets\//.test(entry.url) || keep.has(entry.url.replace(/^\//, '')),
      );
      return Promise.resolve({ manifest, warnings: [] });
    },
  };
}
