import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { firstLoadGroups, WITH_ENTRY } from '../../build/firstLoadGroups.ts';
import { FIRST_SCREENS } from '../../build/firstScreen.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const id = (file: string) => join(root, file);
const [search] = FIRST_SCREENS;

/** A small app: the entry, the search page, another traveller page and an operator page. */
const graph: Record<string, { imports?: string[]; lazy?: string[] }> = {
  'src/main.tsx': { imports: ['src/app/router.tsx', 'node_modules/react/index.js'] },
  'src/app/router.tsx': {
    lazy: [
      search.page,
      ...search.layouts,
      'src/app/routes/traveller/ReviewPage.tsx',
      'src/app/routes/operator/ListingsPage.tsx',
    ],
  },
  [search.page]: {
    imports: [
      'src/features/search/onlySearch.ts',
      'src/features/search/ResultCard.tsx',
      'src/components/Button.tsx',
      'node_modules/react-bootstrap/helper.js',
      'node_modules/react/index.js',
    ],
  },
  'src/app/routes/traveller/ReviewPage.tsx': { imports: ['src/features/search/ResultCard.tsx'] },
  'src/app/routes/operator/ListingsPage.tsx': {
    imports: ['src/components/Button.tsx', 'node_modules/react-bootstrap/helper.js'],
  },
};

interface Info {
  importedIds: string[];
  dynamicallyImportedIds: string[];
  importers: string[];
  dynamicImporters: string[];
}

function chunkingContext(): Rolldown.ChunkingContext {
  const infos = new Map<string, Info>();
  const info = (file: string): Info => {
    let known = infos.get(id(file));
    if (!known) {
      known = { importedIds: [], dynamicallyImportedIds: [], importers: [], dynamicImporters: [] };
      infos.set(id(file), known);
    }
    return known;
  };
  for (const [file, { imports = [], lazy = [] }] of Object.entries(graph)) {
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
      ['index', 3],
      ['SearchPage-shared-ui', 2],
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
    // Claimed by both: index, the higher priority, takes it.
    expect(groupOf('node_modules/react/index.js')).toEqual(['index', 'SearchPage-shared']);
    expect(groupOf(WITH_ENTRY[0])).toEqual(['index']);
    // Shared with an operator page: its own chunk, unless it is a library's.
    expect(groupOf('src/components/Button.tsx')).toEqual(['SearchPage-shared-ui']);
    expect(groupOf('node_modules/react-bootstrap/helper.js')).toEqual([]);
    // Shared with another traveller page only.
    expect(groupOf('src/features/search/ResultCard.tsx')).toEqual(['SearchPage-shared']);
    // The page itself and what only it uses stay in the page's chunk.
    expect(groupOf(search.page)).toEqual([]);
    expect(groupOf('src/features/search/onlySearch.ts')).toEqual([]);
  });
});
