import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formikWithSmallLodash } from '../../build/formikWithSmallLodash.ts';
import { callHook, context, importSources } from './hooks.ts';

const formikRoot = dirname(createRequire(import.meta.url).resolve('formik/package.json'));
const formik = join(formikRoot, 'dist/formik.esm.js');
const shim = fileURLToPath(new URL('../../src/lib/formikLodash.ts', import.meta.url));

describe('formikWithSmallLodash', () => {
  it("gives the installed Formik's clone, cloneDeep and toPath imports our versions", () => {
    const plugin = formikWithSmallLodash();
    const lodash = importSources(readFileSync(formik, 'utf8')).filter((source) =>
      source.startsWith('lodash-es/'),
    );
    const replaced = lodash
      .map((source) => [source, callHook(plugin, 'resolveId', context, source, formik)])
      .filter(([, id]) => id !== null);
    expect(replaced).toEqual([
      ['lodash-es/cloneDeep', '\0formik-lodash:cloneDeep'],
      ['lodash-es/clone', '\0formik-lodash:clone'],
      ['lodash-es/toPath', '\0formik-lodash:toPath'],
    ]);
    // isPlainObject stays lodash's.
    expect(lodash).toContain('lodash-es/isPlainObject');
    expect(callHook(plugin, 'load', context, '\0formik-lodash:toPath')).toBe(
      `export { toPath as default } from ${JSON.stringify(shim)};\n`,
    );
    expect(callHook(plugin, 'load', context, formik)).toBeNull();
    expect(() => callHook(plugin, 'buildEnd', context)).not.toThrow();
  });

  it("leaves other importers' lodash alone, and fails the build when a piece was not replaced", () => {
    const plugin = formikWithSmallLodash();
    const other = '/app/node_modules/yup/index.esm.js';
    expect(callHook(plugin, 'resolveId', context, 'lodash-es/clone', other)).toBeNull();
    expect(callHook(plugin, 'resolveId', context, 'lodash-es/clone', formik)).not.toBeNull();
    expect(() => callHook(plugin, 'buildEnd', context)).toThrow(
      'Formik no longer imports lodash-es/{clone,cloneDeep,toPath}: review this plugin',
    );
  });
});
