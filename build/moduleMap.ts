import { relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * With `--manifest`, also writes `.vite/modules.json`: each output chunk, the source modules
 * bundled into it and each module's weight there (its rendered code gzipped on its own: an
 * overestimate, but it ranks modules well). `npm run size` reads it to see which sources a
 * screen really downloads, the entry and shared chunks included (the manifest only names each
 * chunk's entry module), and to name the heaviest ones when a screen is over budget.
 */
export function moduleMap(): Plugin {
  let root = process.cwd();
  let enabled = false;
  return {
    name: 'module-map',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      enabled = Boolean(config.build.manifest);
    },
    generateBundle(_options, bundle) {
      if (!enabled) return;
      const chunks: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.fromEntries(
          output.moduleIds.map((id) => [
            relative(root, id.replace(/^\0/, '')).split(sep).join('/'),
            gzipSync(output.modules[id]?.code ?? '').length,
          ]),
        );
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/modules.json',
        source: `${JSON.stringify(chunks, null, 1)}\n`,
      });
    },
  };
}
