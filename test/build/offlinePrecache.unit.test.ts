import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { offlinePrecache, travellerFiles } from '../../build/offlinePrecache.ts';
import { callHook, context } from './hooks.ts';

const ROOT = '/app';

/** An output chunk with what the walk reads: its modules, imports and styles. */
function chunk(
  fileName: string,
  modules: string[],
  links: { imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean } = {},
): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    isEntry: links.isEntry ?? false,
    moduleIds: modules.map((id) => (id.startsWith('\0') ? id : `${ROOT}/${id}`)),
    imports: links.imports ?? [],
    dynamicImports: links.dynamicImports ?? [],
    viteMetadata: { importedCss: new Set(links.css ?? []), importedAssets: new Set() },
  } as unknown as Rolldown.OutputChunk;
}

/** A build like the app's: the entry holds the route tables, whose pages are lazy chunks. */
const bundle = Object.fromEntries(
  [
    chunk(
      'assets/index.js',
      ['src/main.tsx', 'src/app/routes/operator/routes.tsx', 'src/app/routes/admin/routes.tsx'],
      {
        isEntry: true,
        css: ['assets/index.css'],
        dynamicImports: ['assets/SearchPage.js', 'assets/ListingsPage.js', 'assets/AdminPage.js'],
      },
    ),
    chunk('assets/SearchPage.js', ['src/app/routes/traveller/SearchPage.tsx'], {
      imports: ['assets/Modal.js'],
      dynamicImports: ['assets/RouteMap.js', 'assets/us-places.js'],
      css: ['assets/SearchPage.css'],
    }),
    chunk('assets/RouteMap.js', [
      'src/features/tripPlan/map/RouteMap.tsx',
      'node_modules/us-atlas/states-albers-10m.json',
    ]),
    chunk('assets/us-places.js', ['\0virtual:us-places']),
    chunk('assets/Modal.js', ['node_modules/react-bootstrap/esm/Modal.js']),
    chunk('assets/ListingsPage.js', ['src/app/routes/operator/listings/ListingsPage.tsx'], {
      imports: ['assets/Modal.js', 'assets/dateInput.js'],
      css: ['assets/ListingsPage.css'],
    }),
    chunk('assets/dateInput.js', ['src/lib/dateInput.ts']),
    chunk('assets/AdminPage.js', ['src/features/adminReports/AdminReports.tsx']),
  ].map((output) => [output.fileName, output]),
) as Rolldown.OutputBundle;

describe('the offline precache (build/offlinePrecache.ts)', () => {
  it("takes the shell and the traveller's chunks with their styles, the route map included", () => {
    expect([...travellerFiles(bundle, ROOT)].sort()).toEqual([
      'assets/Modal.js',
      'assets/RouteMap.js',
      'assets/SearchPage.css',
      'assets/SearchPage.js',
      'assets/index.css',
      'assets/index.js',
    ]);
  });

  it('leaves out operator and admin chunks, what only they import, and the gazetteer', () => {
    const files = travellerFiles(bundle, ROOT);
    for (const left of [
      'assets/ListingsPage.js',
      'assets/ListingsPage.css',
      'assets/dateInput.js',
      'assets/AdminPage.js',
      'assets/us-places.js',
    ]) {
      expect(files.has(left), left).toBe(false);
    }
  });

  it('stops the build when the entry itself holds operator code', () => {
    const leaky = {
      ...bundle,
      'assets/index.js': chunk('assets/index.js', ['src/features/upgrade/upgradeSlice.ts'], {
        isEntry: true,
      }),
    } as Rolldown.OutputBundle;
    expect(() => travellerFiles(leaky, ROOT)).toThrow(
      'offlinePrecache: the entry assets/index.js holds src/features/upgrade/upgradeSlice.ts',
    );
  });

  it("keeps of workbox's list the traveller's assets and every file outside assets/", async () => {
    const { plugin, manifestTransform } = offlinePrecache();
    callHook(plugin, 'configResolved', context, { root: ROOT });
    callHook(plugin, 'generateBundle', context, {}, bundle);
    const entries = [
      'index.html',
      'assets/index.js',
      'assets/ListingsPage.js',
      'icons/icon-192.png',
    ];
    const result = await manifestTransform(
      entries.map((url) => ({ url, revision: null, size: 1 })),
    );
    expect(result.manifest.map((entry) => entry.url)).toEqual([
      'index.html',
      'assets/index.js',
      'icons/icon-192.png',
    ]);
  });
});
