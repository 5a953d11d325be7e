import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The text files the web server may send compressed: the build writes a `.br` and a `.gz` beside
 * each from 1 KB (smaller ones gain nothing); deploy/nginx serves the `.gz` through gzip_static
 * and the `.br` through a map (stock nginx has no brotli module), and its
 * bus-charter/precompressed.conf gives each of these extensions its type back.
 */
export const PRECOMPRESSED = ['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml'];
export const PRECOMPRESS_MIN_BYTES = 1024;
const SIBLINGS = ['.br', '.gz'];

/**
 * Brotli (quality 11) and gzip (level 9) siblings of every compressible output file, the public
 * folder's included, so the server spends no CPU per request and sends the smallest file. Node's
 * zlib does both; the work runs on libuv's pool, in parallel. After the demo worker is dropped.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        // Dot folders (.vite, .nginx) are build records, never served.
        const served = (file: string) =>
          !relative(outDir, file)
            .split(sep)
            .some((part) => part.startsWith('.'));
        const files = readdirSync(outDir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => join(entry.parentPath, entry.name))
          .filter(served);
        // An outDir that was not emptied (one outside the project) may hold siblings of files
        // gone or shrunk since (the demo worker in a build for a real API): the server would
        // send them in place of the real file.
        const present = new Set(files);
        for (const file of files) {
          const original = file.slice(0, -3);
          if (SIBLINGS.includes(extname(file)) && PRECOMPRESSED.includes(extname(original))) {
            if (!present.has(original) || statSync(original).size < PRECOMPRESS_MIN_BYTES) {
              rmSync(file);
            }
          }
        }
        const compressible = files.filter(
          (file) =>
            PRECOMPRESSED.includes(extname(file)) && statSync(file).size >= PRECOMPRESS_MIN_BYTES,
        );
        await Promise.all(
          compressible.map(async (file) => {
            const body = readFileSync(file);
            const [br, gz] = await Promise.all([
              brotli(body, {
                params: {
                  [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }),
              gzipped(body, { level: 9 }),
            ]);
            writeFileSync(`${file}.br`, br);
            writeFileSync(`${file}.gz`, gz);
          }),
        );
      },
    },
  };
}
