import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { firstLoadGroups, WITH_ENTRY } from '../../build/firstLoadGroups.ts';
import { FIRST_SCREENS } from '../../build/firstScreen.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const id = (file: string) => join(root, file);
const [search] = FIRST_SCREENS;

type Graph = Record<string, { imports?: string[]; lazy?: string[] }>;

/**
 * A small app: the entry, the search page, two other traveller pages (one the trip sheet) and an
 * operator page. The
 * search and the operator page use every WITH_ENTRY file (what the list is for).
 */
const graph: Graph = {
  'src/main.tsx': { imports: ['src/app/router.tsx', 'node_modules/react/index.js'] },
  'src/app/router.tsx': {
    lazy: [
      search.page,
      ...search.layouts,
      'src/app/routes/traveller/ReviewPage.tsx',
      'src/app/routes/traveller/TripSheetPage.tsx',
      'src/app/routes/operator/ListingsPage.tsx',
    ],
  },
  [search.page]: {
    imports: [
      'src/features/search/onlySearch.ts',
      'src/features/search/ResultCard.tsx',
      'src/config/tripLimits.ts',
      'src/components/Button.tsx',
      'node_modules/react-bootstrap/helper.js',
      'node_modules/react/index.js',
      ...WITH_ENTRY,
    ],
  },
  'src/app/routes/traveller/ReviewPage.tsx': { imports: ['src/features/search/ResultCard.tsx'] },
  'src/app/routes/traveller/TripSheetPage.tsx': { imports: ['src/config/tripLimits.ts'] },
  'src/app/routes/operator/ListingsPage.tsx': {
    imports: ['src/components/Button.tsx', 'node_modules/react-bootstrap/helper.js', ...WITH_ENTRY],
  },
};

interface Info {
  importedIds: string[];
  dynamicallyImportedIds: string[];
  importers: string[];
  dynamicImporters: string[];
}

function chunkingContext(app: Graph = graph): Rolldown.ChunkingContext {
  const infos = new Map<string, Info>();
  const info = (file: string): Info => {
    let known = infos.get(id(file));
    if (!known) {
      known = { importedIds: [], dynamicallyImportedIds: [], importers: [], dynamicImporters: [] };
      infos.set(id(file), known);
    }
    return known;
  };
  for (const [file, { imports = [], lazy = [] }] of Object.entries(app)) {
    for (const next of imports) {
      info(file).importedIds.push(id(next));
      info(next).importers.push(id(file));
    }
    for (const next of lazy) {
      info(file).dynamicallyImportedIds.push(id(next));
      info(next).dynamicImporters.push(id(file));
    }
  }
  return {
    getModuleInfo: (moduleId: string) =>
      (infos.get(moduleId) ?? null) as unknown as Rolldown.ModuleInfo | null,
  };
}

describe('firstLoadGroups', () => {
  it("puts the entry's closure and WITH_ENTRY in index, and splits what the search shares", () => {
    const groups = firstLoadGroups();
    expect(groups.map((group) => [group.debugName, group.priority])).toEqual([
      ['index', 4],
      ['SearchPage-shared-ui', 3],
      ['SearchPage-shared-sheet', 2],
      ['SearchPage-shared', 1],
    ]);
    const ctx = chunkingContext();
    const groupOf = (file: string) =>
      groups
        .map((group) =>
          (group.name as (id: string, ctx: Rolldown.ChunkingContext) => unknown)(id(file), ctx),
        )
        .filter(Boolean);
    expect(groupOf('src/main.tsx')).toEqual(['index']);
    // Claimed by two groups (each listed file too): index, the higher priority, takes it.
    expect(groupOf('node_modules/react/index.js')).toEqual(['index', 'SearchPage-shared']);
    expect(groupOf(WITH_ENTRY[0])).toEqual(['index', 'SearchPage-shared-ui']);
    // Shared with an operator page: its own chunk, unless it is a library's.
    expect(groupOf('src/components/Button.tsx')).toEqual(['SearchPage-shared-ui']);
    expect(groupOf('node_modules/react-bootstrap/helper.js')).toEqual([]);
    // Shared with another traveller page only.
    expect(groupOf('src/features/search/ResultCard.tsx')).toEqual(['SearchPage-shared']);
    // Shared with the trip sheet, which opens cold from a link: a chunk of its own, so the sheet
    // does not download the search's whole shared chunk (the higher priority takes it).
    expect(groupOf('src/config/tripLimits.ts')).toEqual([
      'SearchPage-shared-sheet',
      'SearchPage-shared',
    ]);
    // The page itself and what only it uses stay in the page's chunk.
    expect(groupOf(search.page)).toEqual([]);
    expect(groupOf('src/features/search/onlySearch.ts')).toEqual([]);
  });

  /** Asks the index group for a module of `app`, as Rolldown does for each. */
  const indexOf = (app: Graph) => {
    const [index] = firstLoadGroups();
    return (index.name as (id: string, ctx: Rolldown.ChunkingContext) => unknown)(
      id('src/main.tsx'),
      chunkingContext(app),
    );
  };

  it('stops the build when the entry imports a WITH_ENTRY file itself', () => {
    const [listed] = WITH_ENTRY;
    const app = { ...graph, 'src/main.tsx': { imports: ['src/app/router.tsx', listed] } };
    expect(() => indexOf(app)).toThrow(`the entry imports ${listed} now`);
  });

  it('stops the build when the pages of only one tree use a WITH_ENTRY file', () => {
    const [listed] = WITH_ENTRY;
    const operator = 'src/app/routes/operator/ListingsPage.tsx';
    const app = {
      ...graph,
      [operator]: { imports: WITH_ENTRY.filter((file) => file !== listed) },
    };
    expect(() => indexOf(app)).toThrow(`the pages of fewer than two trees use ${listed} now`);
  });
});
