import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { appConfig } from './appConfig.ts';

/** A build against a real API ships no demo service worker. */
export function dropDemoWorker(mode: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-demo-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      if (!appConfig(mode).config.demoMode) {
        rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
      }
    },
  };
}
