import { sep } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Formik takes clone, cloneDeep and toPath from lodash, whose one clone engine for every built-in
 * type weighs about 6 KB gzip on every screen with a form. Form values are plain data: the build
 * gives Formik src/lib/formikLodash.ts's versions instead (compared with lodash's in its test).
 * The check fails the build if a new Formik stops importing them, rather than shipping it again.
 */
export function formikWithSmallLodash(): Plugin {
  const PIECES = ['clone', 'cloneDeep', 'toPath'];
  const PREFIX = '\0formik-lodash:';
  const shim = fileURLToPath(new URL('../src/lib/formikLodash.ts', import.meta.url));
  const replaced = new Set<string>();
  return {
    name: 'formik-with-small-lodash',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const piece = source.replace(/^lodash-es\//, '');
      if (!PIECES.includes(piece) || !importer?.split(sep).join('/').includes('/formik/'))
        return null;
      replaced.add(piece);
      return PREFIX + piece;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      return `export { ${id.slice(PREFIX.length)} as default } from ${JSON.stringify(shim)};\n`;
    },
    buildEnd(error) {
      if (!error && replaced.size !== PIECES.length)
        this.error(`Formik no longer imports lodash-es/{${PIECES.join(',')}}: review this plugin`);
    },
  };
}
