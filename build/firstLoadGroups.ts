import { basename, extname, join, sep } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import type { Rolldown } from 'vite';
import { FIRST_SCREENS } from './firstScreen.ts';

/**
 * Small modules most screens use that no module of the entry imports: they travel with the entry
 * rather than as requests of their own (or inside a first screen's shared chunk, which would then
 * come whole with every screen that needs one of them). The build checks that each one still
 * does what it is here for (sharedWithEntry): no module of the entry imports it, and a first
 * screen shares it with a page of another tree.
 */
export const WITH_ENTRY = [
  'src/lib/usePageTitle.ts',
  'src/lib/useLastShown.ts',
  'src/components/StarRating.tsx',
  // Small pieces the search shares with operator screens: in the search's shared chunk each one
  // brought that chunk's 5 KB along (PhotoSlider, searchApi) to the listings, payments, arrears.
  'src/components/pathIcon.tsx',
  'src/components/form/Options.tsx',
  'src/components/form/RequiredStar.tsx',
  // The setup wizard's steps bar and the registration's saved-state gate: each alone pulled the
  // search's shared chunk (4.6 KB: the photo slider, the result card) into every setup step.
  'src/components/feedback/ProgressSteps.tsx',
  'src/app/layout/SavedStateGate.tsx',
  // The offline notice and the connection hook (AsyncSection's and the search's): in the
  // search's shared chunk they brought its 4.8 KB to every operator screen.
  'src/lib/useOnline.ts',
  'src/components/feedback/OfflineNotice.tsx',
  // The server's vocabularies in the visitor's language: the search's filters and the state select
  // of the operator's card and contact forms; in the search's shared chunk it brought that chunk's
  // 4.5 KB to the payments, the setup's card step and the arrears page.
  'src/lib/i18n/vocabulary.ts',
];

/**
 * A module and everything it imports statically, or (`dynamic`) everything the app can load
 * from it, through dynamic imports too.
 */
function reachable(ctx: Rolldown.ChunkingContext, from: string, dynamic = false): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const next = stack.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    const info = ctx.getModuleInfo(next);
    stack.push(...(info?.importedIds ?? []), ...((dynamic && info?.dynamicallyImportedIds) || []));
  }
  return seen;
}

/** The tree of a route's page (src/app/routes/<tree>/...): traveller, user, operator, admin, public. */
const TREE = /[\\/]src[\\/]app[\\/]routes[\\/]([^\\/]+)[\\/]/;

/**
 * The entry's modules and WITH_ENTRY's. A listed file that the entry imports anyway, or that the
 * pages of fewer than two trees use now, saves nothing: the build stops, naming it, so the list
 * cannot outlive its reasons.
 */
function sharedWithEntry(ctx: Rolldown.ChunkingContext, root: string, entryId: string) {
  const entry = reachable(ctx, entryId);
  /** For each module, the trees whose lazy pages import it (statically). */
  const trees = new Map<string, Set<string>>();
  for (const id of reachable(ctx, entryId, true)) {
    const tree = TREE.exec(id)?.[1];
    if (!tree || !ctx.getModuleInfo(id)?.dynamicImporters.length) continue;
    for (const used of reachable(ctx, id))
      trees.set(used, (trees.get(used) ?? new Set()).add(tree));
  }
  for (const file of WITH_ENTRY) {
    const id = join(root, file);
    if (entry.has(id)) {
      throw new Error(`firstLoadGroups: the entry imports ${file} now; drop it from WITH_ENTRY`);
    }
    if ((trees.get(id)?.size ?? 0) < 2) {
      throw new Error(
        `firstLoadGroups: the pages of fewer than two trees use ${file} now; drop it from WITH_ENTRY`,
      );
    }
    entry.add(id);
  }
  return entry;
}

/** Pages of the trees that are not a first screen's: what they load must not weigh on it. */
const OTHER_TREES = /[\\/]src[\\/]app[\\/]routes[\\/](operator|admin|user|public)[\\/]/;

/**
 * The first screen in a few scripts: the entry, the first screen's page, what that page shares
 * with other pages, and Rolldown's runtime helpers. Rolldown would otherwise split each module
 * the entry or the page shares with another lazy chunk into a file of its own (react,
 * jsx-runtime, classnames, paths, ProgressSteps, usePageTitle, ...): a dozen small requests
 * queueing on a mobile connection's six, ahead of the entry itself. So the entry's chunk takes
 * all it imports statically, and one chunk per first screen the modules its page shares with
 * other chunks (what only the page uses stays in the page's own chunk).
 */
export function firstLoadGroups(): Rolldown.CodeSplittingGroup[] {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const entryId = join(root, 'src/main.tsx');
  let initial: Set<string> | null = null;
  /** What the other trees' pages import statically (shared UI a first screen uses too). */
  let usedElsewhere: Set<string> | null = null;
  const elsewhere = (ctx: Rolldown.ChunkingContext) => {
    if (!usedElsewhere) {
      usedElsewhere = new Set();
      for (const id of reachable(ctx, entryId, true)) {
        const info = ctx.getModuleInfo(id);
        if (!OTHER_TREES.test(id) || !info?.dynamicImporters.length) continue;
        for (const used of reachable(ctx, id)) usedElsewhere.add(used);
      }
    }
    return usedElsewhere;
  };
  /**
   * The trip sheet's page opens cold from a shared link (a lazy traveller page like the search):
   * what it shares with a first screen (the trip's limits and dates, the plan days' reader) is a
   * chunk of its own, or the sheet would download the search's whole shared chunk with it (its
   * slice, its cards: 12.7 KB when the limits got one owner, issue 47).
   */
  const sheetId = join(root, 'src/app/routes/traveller/TripSheetPage.tsx');
  let sheetModules: Set<string> | null = null;
  const usedBySheet = (ctx: Rolldown.ChunkingContext) => (sheetModules ??= reachable(ctx, sheetId));
  return [
    {
      debugName: 'index',
      // Before any other group, which would take entry modules along with modules importing them.
      priority: 4,
      name: (id, ctx) => {
        initial ??= sharedWithEntry(ctx, root, entryId);
        return initial.has(id) ? 'index' : null;
      },
    },
    ...FIRST_SCREENS.flatMap(({ page, layouts }): Rolldown.CodeSplittingGroup[] => {
      const pageId = join(root, page);
      const name = `${basename(page, extname(page))}-shared`;
      let shared: Set<string> | null = null;
      /** What the first screen's page shares with other chunks (its layouts' modules too). */
      const sharedOf = (ctx: Rolldown.ChunkingContext) => {
        if (!shared) {
          const own = reachable(ctx, pageId);
          for (const layout of layouts) {
            for (const moduleId of reachable(ctx, join(root, layout))) own.add(moduleId);
          }
          shared = new Set(
            [...own].filter((moduleId) => {
              const info = ctx.getModuleInfo(moduleId);
              if (moduleId === pageId || !info) return false;
              return info.dynamicImporters.length > 0 || info.importers.some((by) => !own.has(by));
            }),
          );
        }
        return shared;
      };
      return [
        {
          // Shared with operator, admin or user pages too: a chunk of its own, so such a page
          // does not download the rest of the first screen's shared code. Taken first (the
          // higher priority), or the other group would take it along with a module importing
          // it. A library's helper (react-bootstrap's, under its Form and ProgressBar alike) is
          // left to Rolldown.
          debugName: `${name}-ui`,
          priority: 3,
          name: (id, ctx) =>
            sharedOf(ctx).has(id) &&
            elsewhere(ctx).has(id) &&
            !id.includes(`${sep}node_modules${sep}`)
              ? `${name}-ui`
              : null,
        },
        {
          debugName: `${name}-sheet`,
          priority: 2,
          name: (id, ctx) =>
            sharedOf(ctx).has(id) &&
            !elsewhere(ctx).has(id) &&
            usedBySheet(ctx).has(id) &&
            !id.includes(`${sep}node_modules${sep}`)
              ? `${name}-sheet`
              : null,
        },
        {
          debugName: name,
          priority: 1,
          name: (id, ctx) => (sharedOf(ctx).has(id) && !elsewhere(ctx).has(id) ? name : null),
        },
      ];
    }),
  ];
}
