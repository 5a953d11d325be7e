import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { moduleMap } from '../../build/moduleMap.ts';
import { callHook } from './hooks.ts';

// The build's root is the working directory (a virtual module's id is then kept as it is).
const root = process.cwd();
const main = join(root, 'src/main.tsx');
const bundle = {
  'assets/index.js': {
    type: 'chunk',
    fileName: 'assets/index.js',
    moduleIds: [main, '\0virtual:us-places'],
    modules: {
      [main]: { code: 'console.log("main");' },
      '\0virtual:us-places': { code: '' },
    },
  },
  'assets/index.css': { type: 'asset', fileName: 'assets/index.css' },
};

function run(manifest: boolean) {
  const emitted: unknown[] = [];
  const plugin = moduleMap();
  callHook(plugin, 'configResolved', {}, { root, build: { manifest } });
  callHook(
    plugin,
    'generateBundle',
    { emitFile: (file: unknown) => emitted.push(file) },
    {},
    bundle,
  );
  return emitted;
}

describe('moduleMap', () => {
  it("writes .vite/modules.json with --manifest: each chunk's modules and their gzip weight", () => {
    expect(run(true)).toEqual([
      {
        type: 'asset',
        fileName: '.vite/modules.json',
        source: `${JSON.stringify(
          {
            'assets/index.js': {
              'src/main.tsx': gzipSync('console.log("main");').length,
              'virtual:us-places': gzipSync('').length,
            },
          },
          null,
          1,
        )}\n`,
      },
    ]);
  });

  it('writes nothing without --manifest', () => {
    expect(run(false)).toEqual([]);
  });
});
