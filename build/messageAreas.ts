import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VOCABULARY_CONTEXT, type VocabularyKind } from '../src/lib/i18n/vocabularyKinds.ts';

/**
 * The traveller catalog's parts (docs/i18n.md, "Catalogs by area"). A translation lives in one
 * file, src/locales/{locale}/traveller.po; the build cuts it by where each message is used (its
 * `#:` origins, which extraction writes) into one catalog per area, and a module of an area waits
 * for its area's catalog before it runs (build/lingui.ts), so the messages arrive with the code
 * that shows them, on whatever route or dialog brings it. A new message needs nothing here: its
 * file's area takes it. A file named by no rule is the shell's: its messages load with the
 * language, before the first render, on every page.
 *
 * Rules are path prefixes from the project's root; the first that matches wins (a file before its
 * folder). Keep an area to code that loads together: every area a first load touches is one more
 * request for a Spanish visitor, and a file of an area in a chunk of another route brings that
 * area's whole catalog there (`npm run size` measures a Spanish /search against the English one).
 */
export const MESSAGE_AREAS: readonly (readonly [area: string, prefixes: readonly string[]])[] = [
  // What /search shows at once: the page, its results, filters and cards, the compare bar and the
  // cart button, and the trip request's state and refusals that a card's "Request quote" needs.
  // The estimate's and the company dialogs' files come first: they load later, on their own.
  [
    'estimate',
    [
      'src/features/search/estimate.ts',
      'src/features/search/estimateNote.ts',
      'src/features/search/estimateFields.ts',
      'src/features/search/estimateView.tsx',
      'src/features/search/costs.ts',
      'src/features/search/components/EstimateBreakdown.tsx',
      'src/features/search/components/CardEstimate.tsx',
    ],
  ],
  // A company's details, reviews, amenities, phone and the send-message dialog (search, account).
  [
    'company',
    [
      'src/features/search/components/details/',
      'src/features/search/components/DetailsModal.tsx',
      'src/features/search/components/ReviewsModal.tsx',
      'src/features/search/components/AmenitiesModal.tsx',
      'src/features/contactMessage/',
    ],
  ],
  [
    'search',
    [
      'src/app/routes/traveller/SearchPage.tsx',
      'src/app/routes/traveller/TravellerState.tsx',
      'src/app/routes/traveller/search/',
      'src/features/search/',
      'src/features/compare/',
      'src/features/quoteCart/',
      'src/features/metadata/',
      'src/features/tripRequest/tripRequestSlice.ts',
      'src/features/tripRequest/refusals.ts',
      'src/components/media/PhotoSlider.tsx',
      'src/components/media/PhotoButton.tsx',
    ],
  ],
  // The all-in estimate's planner, its details and the route map: loaded on a click.
  ['planner', ['src/features/tripPlan/']],
  ['compare', ['src/app/routes/traveller/ComparePage.tsx', 'src/app/routes/traveller/compare/']],
  // The quote cart's form, the confirmation and the accounts made there or at /users/subscribe.
  [
    'review',
    [
      'src/app/routes/traveller/ReviewPage.tsx',
      'src/app/routes/traveller/ConfirmationPage.tsx',
      'src/app/routes/traveller/review/',
      'src/features/tripRequest/',
      'src/features/signup/',
      'src/features/userRegistration/',
      'src/app/routes/user/UserSubscribePage.tsx',
    ],
  ],
  [
    'account',
    [
      'src/app/routes/user/',
      'src/features/userAccount/',
      'src/features/userQuotes/',
      'src/features/userMessages/',
      'src/components/layout/SideMenu.tsx',
    ],
  ],
  ['trip', ['src/app/routes/traveller/TripSheetPage.tsx', 'src/features/tripSheet/']],
  // What a click or another page brings: the login dialog and its forms, the public pages, the
  // guards' log-in page, the shared form pieces and dialogs, photos' upload and viewer.
  [
    'pages',
    [
      'src/app/routes/public/',
      'src/app/guards.tsx',
      'src/features/auth/components/LoginForm.tsx',
      'src/features/auth/components/LoginModal.tsx',
      'src/features/auth/components/DemoAccounts.tsx',
      'src/features/auth/components/ForgotPasswordForm.tsx',
      'src/features/auth/components/ArrearsNotice.tsx',
      'src/features/auth/schemas.ts',
      'src/features/content/',
      'src/components/form/',
      'src/components/data/',
      'src/components/dialogs/DialogFrame.tsx',
      'src/components/dialogs/InfoDialog.tsx',
      'src/components/dialogs/ConfirmDialog.tsx',
      'src/components/dialogs/FormDialog.tsx',
      'src/components/media/',
      'src/components/layout/LazySection.tsx',
      'src/lib/schemaRules.ts',
    ],
  ],
];

/**
 * Messages the code looks up by name rather than writes (lib/i18n/vocabulary.ts: the server's
 * bus types, amenities, trip types, states): each kind goes to the part of every area whose
 * code calls `vocabularyName('<kind>', …)`, found by reading the sources, so a new caller brings
 * its kind's names to its own area's part. The file itself waits for no part (it is in the
 * entry).
 */
export const LOOKED_UP = 'src/lib/i18n/vocabulary.ts';

/** For each vocabulary context, the areas whose code shows its names. */
export type Lookups = ReadonlyMap<string, ReadonlySet<string>>;

/** The sources' calls of vocabularyName, by the context of their kind. */
export function vocabularyLookups(root = '.'): Lookups {
  const found = new Map<string, Set<string>>();
  const visit = (dir: string): void => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) visit(path);
      else if (/\.tsx?$/.test(entry.name) && path !== LOOKED_UP) {
        const code = readFileSync(join(root, path), 'utf8');
        for (const [, kind] of code.matchAll(/vocabularyName\(\s*'(\w+)'/g)) {
          const context = VOCABULARY_CONTEXT[kind as VocabularyKind];
          if (context) found.set(context, (found.get(context) ?? new Set()).add(areaOf(path)));
        }
      }
    }
  };
  visit('src');
  return found;
}

/** The area loaded with the language itself, before the first render. */
export const SHELL = 'shell';

/** Every area's name, the shell's first. */
export const AREA_NAMES: readonly string[] = [SHELL, ...MESSAGE_AREAS.map(([area]) => area)];

/** The area of a source file, by its path from the project's root (`src/...`). */
export function areaOf(file: string): string {
  const path = file.replace(/\\/g, '/').replace(/^\.?\//, '');
  for (const [area, prefixes] of MESSAGE_AREAS) {
    if (prefixes.some((prefix) => path.startsWith(prefix))) return area;
  }
  return SHELL;
}

/**
 * The areas whose catalog carries a message used in these files: the shell's alone when any of
 * them is the shell's (loaded everywhere), else each of theirs. A vocabulary name (its context
 * given) goes where its kind is shown (`lookups`), else to the shell.
 */
export function messageAreas(
  files: readonly string[],
  context?: string | null,
  lookups?: Lookups,
): Set<string> {
  const areas = new Set<string>();
  for (const file of files) {
    if (file === LOOKED_UP) {
      const shown = context ? lookups?.get(context) : undefined;
      for (const area of shown ?? [SHELL]) areas.add(area);
    } else areas.add(areaOf(file));
  }
  return areas.has(SHELL) || areas.size === 0 ? new Set([SHELL]) : areas;
}
