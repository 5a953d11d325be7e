import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, PRECOMPRESSED, precompress } from '../../build/precompress.ts';
import { callHook } from './hooks.ts';

describe('precompress', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'precompress-'));
  afterAll(() => {
    rmSync(outDir, { recursive: true });
  });
  const text = (bytes: number) => 'const a = 1;\n'.repeat(Math.ceil(bytes / 13)).slice(0, bytes);
  const write = (file: string, body: string) => {
    mkdirSync(join(outDir, file, '..'), { recursive: true });
    writeFileSync(join(outDir, file), body);
  };

  it('writes a .br and a .gz of each served text file from 1 KB, and drops stale ones', async () => {
    expect(PRECOMPRESSED).toEqual([
      '.js',
      '.mjs',
      '.css',
      '.html',
      '.svg',
      '.json',
      '.txt',
      '.xml',
    ]);
    expect(PRECOMPRESS_MIN_BYTES).toBe(1024);
    write('assets/index.js', text(4000));
    write('index.html', text(1024));
    write('robots.txt', text(1023));
    write('favicon.png', text(4000));
    write('.vite/modules.json', text(4000));
    // Left by an earlier build into the same folder: a file gone, a file shrunk below 1 KB.
    write('mockServiceWorker.js.br', 'old');
    write('mockServiceWorker.js.gz', 'old');
    write('robots.txt.gz', 'old');

    const plugin = precompress();
    callHook(plugin, 'configResolved', {}, { root: '/', build: { outDir } });
    await callHook(plugin, 'closeBundle', {});

    for (const file of ['assets/index.js', 'index.html']) {
      const body = readFileSync(join(outDir, file));
      expect(brotliDecompressSync(readFileSync(join(outDir, `${file}.br`)))).toEqual(body);
      expect(gunzipSync(readFileSync(join(outDir, `${file}.gz`)))).toEqual(body);
    }
    for (const file of [
      'robots.txt.br',
      'robots.txt.gz',
      'favicon.png.gz',
      '.vite/modules.json.gz',
      'mockServiceWorker.js.br',
      'mockServiceWorker.js.gz',
    ]) {
      expect(existsSync(join(outDir, file)), file).toBe(false);
    }
  });

  it('runs last, after the demo worker is dropped', () => {
    expect(precompress().closeBundle).toMatchObject({ order: 'post', sequential: true });
  });
});
