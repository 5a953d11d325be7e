import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropDemoWorker } from '../../build/dropDemoWorker.ts';
import { callHook, context, REAL_API } from './hooks.ts';

describe('dropDemoWorker', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'drop-demo-worker-'));
  const worker = join(outDir, 'mockServiceWorker.js');

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  function build() {
    writeFileSync(worker, '/* msw */');
    const plugin = dropDemoWorker('unit');
    callHook(plugin, 'configResolved', context, { build: { outDir } });
    callHook(plugin, 'closeBundle', context);
  }

  it('keeps the demo service worker in a demo build', () => {
    vi.stubEnv('VITE_API_BASE_URL', '');
    build();
    expect(existsSync(worker)).toBe(true);
  });

  it('removes it from a build for a real API', () => {
    for (const [name, value] of Object.entries(REAL_API)) vi.stubEnv(name, value);
    build();
    expect(existsSync(worker)).toBe(false);
    rmSync(outDir, { recursive: true });
  });
});
