import babel from '@rolldown/plugin-babel';
import type * as BabelTypes from '@babel/types';
import { getConfig } from '@lingui/conf';
import { getCatalogForFile, getCatalogs, getCatalogDependentFiles } from '@lingui/cli/api';
import { createCompiledCatalog, createCompilationErrorMessage } from '@lingui/cli/api';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { relative } from 'node:path';
import type { Plugin, PluginOption } from 'vite';
import { operatorPaths } from '../lingui.config.ts';
import { isOperatorOnly } from './operatorOnly.mjs';
import { messageKey, type Compiled } from '../src/lib/i18n/messageKey.ts';
import {
  AREA_NAMES,
  areaOf,
  messageAreas,
  SHELL,
  vocabularyLookups,
  type Lookups,
} from './messageAreas.ts';

/** The English text in the form Lingui's runtime reads: a plain string stays a string. */
export function compiledSource(message: string): Compiled {
  const tokens = compileMessage(message);
  return tokens.length === 1 && typeof tokens[0] === 'string' ? tokens[0] : tokens;
}

const NO_ID =
  'a message is keyed by its English text and context (docs/i18n.md): write no id of its own';

/** The hashed id Lingui gives a message: one that differs was written by hand. */
function isLinguiId(id: string, message: string, context: string | undefined): boolean {
  return id === generateMessageId(message, context ?? '');
}

interface NodePath<T> {
  node: T;
  buildCodeFrameError(message: string): Error;
}

interface ProgramPath extends NodePath<BabelTypes.Program> {
  unshiftContainer(key: 'body', nodes: BabelTypes.Statement[]): unknown;
  pushContainer(key: 'body', nodes: BabelTypes.Statement[]): unknown;
}

/** Babel's state for one file: its name, and whether the macros left a message in it. */
interface PluginState {
  filename?: string;
  cwd?: string;
  hasMessages?: boolean;
}

/** The operator's and admin's folders: English only this round, their catalog never loaded. */
const OPERATOR = operatorPaths.map((path) => path.replace('<rootDir>/', ''));

/**
 * The traveller files that carry messages, by absolute path, and whether each module waits for
 * its own area's part (outside a build: Vitest, the dev server) or each lazy chunk waits for the
 * parts of the code it brings (a build: areaWaits). Set when the build's configuration resolves.
 */
export const messageFiles = new Set<string>();
export const waits = { perModule: true };

/** The file's path from the project's root, when it is a traveller file (src/, not operator's). */
function travellerFile(filename: string, cwd = process.cwd()): string | null {
  const file = relative(cwd, filename).replace(/\\/g, '/');
  if (!file.startsWith('src/') || OPERATOR.some((prefix) => file.startsWith(prefix))) return null;
  return file;
}

/**
 * Outside a build, a module of an area other than the shell's ends with
 * `await areaMessages("search")` (src/lib/i18n/areas.ts): waiting at its top level holds back
 * every import of it, so a page, a lazy dialog or section renders only once its messages are in
 * the active catalog. For an English visitor, and while the entry runs (before any language is
 * chosen), the call only notes the area (for a later switch) and returns nothing to wait for.
 * A build does the same once per lazy chunk instead (areaWaits): a wait in every module changed
 * how Rolldown groups them into chunks, and cost every screen 0.7-1.5 KB.
 */
function areaCatalogWait(t: typeof BabelTypes, path: ProgramPath, state: PluginState): void {
  const file = state.filename && travellerFile(state.filename, state.cwd);
  if (!file || !state.filename) return;
  messageFiles.add(state.filename);
  const area = areaOf(file);
  if (area === SHELL || !waits.perModule) return;
  const local = t.identifier('__areaMessages');
  path.unshiftContainer('body', [
    t.importDeclaration(
      [t.importSpecifier(local, t.identifier('areaMessages'))],
      t.stringLiteral('@/lib/i18n/areas'),
    ),
  ]);
  path.pushContainer('body', [
    t.expressionStatement(t.awaitExpression(t.callExpression(local, [t.stringLiteral(area)]))),
  ]);
}

/**
 * English is the source language and needs no catalog download (docs/i18n.md). The macro writes
 * each message as `{ id, message, context? }`: this plugin leaves it its English text, compiled
 * here into the tokens the runtime interpolates (placeholders, plurals), and its context. The
 * hashed id goes: a catalog is keyed by that same text (`textKeyedCatalogs`), so a message costs
 * an English visitor its text and the call, and the runtime needs no ICU parser and no hash.
 */
export function inlineSourceMessages({ types: t }: { types: typeof BabelTypes }) {
  const named = (p: BabelTypes.Node, name: string): p is BabelTypes.ObjectProperty =>
    t.isObjectProperty(p) && t.isIdentifier(p.key, { name });
  return {
    name: 'inline-source-messages',
    visitor: {
      Program: {
        // A module of a catalog's area waits for that area's messages (areaCatalogWait).
        exit(path: ProgramPath, state: PluginState) {
          if (state.hasMessages) areaCatalogWait(t, path, state);
        },
      },
      // msg`…`, t`…`, <Trans>…</Trans>: the descriptor the macro wrote (a spread, for <Trans>).
      ObjectExpression(path: NodePath<BabelTypes.ObjectExpression>, state: PluginState) {
        // Only the macro's: it marks them /** i18n */ (Lingui 5: /*i18n*/; an app's own
        // { id, message } is left alone).
        if (!path.node.leadingComments?.some((c) => /^\*?\s*i18n$/.test(c.value.trim()))) return;
        const { properties } = path.node;
        const id = properties.find((p) => named(p, 'id'));
        const message = properties.find((p) => named(p, 'message'));
        if (!id || !message || !t.isStringLiteral(message.value)) return;
        const context = properties.find((p) => named(p, 'context'));
        const contextText = context && t.isStringLiteral(context.value) ? context.value.value : '';
        if (!t.isStringLiteral(id.value)) throw path.buildCodeFrameError(NO_ID);
        if (!isLinguiId(id.value.value, message.value.value, contextText)) {
          throw path.buildCodeFrameError(`${NO_ID} ("${id.value.value}")`);
        }
        message.value = t.valueToNode(compiledSource(message.value.value));
        state.hasMessages = true;
        // The translator's note is for the catalog; the id and an empty context say nothing.
        const dropped = new Set<BabelTypes.Node | undefined>([id]);
        if (contextText === '') dropped.add(context);
        path.node.properties = properties.filter((p) => !dropped.has(p) && !named(p, 'comment'));
      },
    },
  };
}

type CatalogEntry = {
  message?: string;
  translation?: string;
  context?: string | null;
  obsolete?: boolean;
  /** Where extraction found it: [file, line?], the file from the project's root. */
  origin?: readonly (readonly [string, number?])[];
};

/**
 * A catalog's translations keyed as the code looks them up (messageKey of the English text as
 * the build compiles it, and the context), still as ICU text. A message without a translation is
 * left out (the runtime falls back to the English in the code), but in the pseudo-locale, whose
 * text is the English, accented when compiled.
 */
export function translationsByText(
  entries: Record<string, CatalogEntry>,
  pseudo: boolean,
  keepSame = false,
  area?: string,
  lookups?: Lookups,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [id, entry] of Object.entries(entries)) {
    if (entry.obsolete) continue;
    const message = entry.message ?? id;
    const context = entry.context ?? undefined;
    // One area's part (build/messageAreas.ts): the messages its files use.
    const files = (entry.origin ?? []).map(([file]) => file);
    if (area && !messageAreas(files, context, lookups).has(area)) continue;
    if (!isLinguiId(id, message, context)) throw new Error(`${NO_ID} ("${id}")`);
    const translation = entry.translation || (pseudo ? message : '');
    // The same text as the English needs no entry in a production build: the code has it. Kept
    // elsewhere, so development's warning names only the messages truly without a translation.
    if (translation && (pseudo || keepSame || translation !== message)) {
      out[messageKey(compiledSource(message), context)] = translation;
    }
  }
  return out;
}

/**
 * A catalog module as Lingui compiles one (`export const messages = JSON.parse("…")`), but a
 * translation without placeholders stays a string, as the code's English does (the runtime
 * reads both; the parts' figures did not move either way). A translation that is not valid ICU
 * stops the build.
 */
export function compiledCatalog(texts: Record<string, string>): string {
  const compiled: Record<string, Compiled> = {};
  // In key order, as Lingui writes them: like texts sit together, and gzip finds them.
  for (const [key, text] of Object.entries(texts).sort(([a], [b]) => (a < b ? -1 : 1))) {
    try {
      compiled[key] = compiledSource(text);
    } catch (error) {
      throw new Error(
        `The translation of ${JSON.stringify(key)} is not valid ICU: ${String(error)}`,
        { cause: error },
      );
    }
  }
  return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
}

/** Files only a demo build has (a literal test on VITE_API_BASE_URL leaves them out). */
export const DEMO_ONLY = ['src/app/layout/DemoReset.tsx'];

/** The entries used somewhere else than in demo-only files. */
export function withoutDemoOnly(
  entries: Record<string, CatalogEntry>,
): Record<string, CatalogEntry> {
  return Object.fromEntries(
    Object.entries(entries).filter(
      ([, entry]) => !(entry.origin ?? []).every(([file]) => DEMO_ONLY.includes(file)),
    ),
  );
}

/** The module of every area's catalog loader: `catalogs[locale][area]()`. */
export const CATALOGS_MODULE = 'virtual:message-catalogs';
const RESOLVED_CATALOGS = `\0${CATALOGS_MODULE}`;

/**
 * A .po catalog compiles when imported, as @lingui/vite-plugin would compile it, but keyed by the
 * English text (translationsByText) rather than Lingui's ids, which the code no longer carries. A
 * translation that is not valid ICU stops the build rather than showing its raw text.
 * `traveller.po?area=search` is one area's part (build/messageAreas.ts); the app imports the parts
 * through `virtual:message-catalogs`, one loader per language and area. The pseudo-locale's parts
 * are left out of a build for a real API (docs/i18n.md): only the demo build's journey reads them.
 */
export function textKeyedCatalogs(): Pick<
  Plugin,
  'name' | 'configResolved' | 'resolveId' | 'load' | 'transform'
> {
  const config = getConfig();
  let production = true;
  let realApi = false;
  return {
    name: 'text-keyed-catalogs',
    configResolved(resolved) {
      production = resolved.isProduction;
      realApi = Boolean(resolved.env.VITE_API_BASE_URL);
    },
    resolveId(id) {
      return id === CATALOGS_MODULE ? RESOLVED_CATALOGS : null;
    },
    load(id) {
      if (id !== RESOLVED_CATALOGS) return null;
      return catalogLoaders(config, production && realApi);
    },
    async transform(_code, file) {
      if (!/\.po(\?.*)?$/.test(file)) return null;
      const [path = file, query = ''] = file.split('?');
      const area = new URLSearchParams(query).get('area') ?? undefined;
      if (area !== undefined && !AREA_NAMES.includes(area)) {
        throw new Error(`${file}: no area "${area}" in build/messageAreas.ts`);
      }
      const catalogs = await getCatalogs(config);
      const found = getCatalogForFile(relative(config.rootDir ?? '.', path), catalogs);
      if (!found) throw new Error(`${path} is none of lingui.config.ts's catalogs`);
      const { locale, catalog } = found;
      for (const dependency of await getCatalogDependentFiles(catalog, locale)) {
        this.addWatchFile(dependency);
      }
      const entries = ((await catalog.read(locale)) ?? {}) as Record<string, CatalogEntry>;
      const pseudo = config.pseudoLocale.find((p) => p.locale === locale);
      const lookups = area === undefined ? undefined : vocabularyLookups(config.rootDir);
      // A build for a real API has no demo reset (RootLayout), so none of its words either.
      const used = realApi ? withoutDemoOnly(entries) : entries;
      const texts = translationsByText(used, pseudo !== undefined, !production, area, lookups);
      if (!pseudo) return { code: compiledCatalog(texts), map: null, moduleType: 'js' };
      const { source, errors } = createCompiledCatalog(locale, texts, {
        namespace: 'es',
        pseudoLocale: pseudo.locale,
        pseudoLocaleOptions: pseudo.options,
      });
      if (errors.length) throw new Error(createCompilationErrorMessage(locale, errors));
      return { code: source, map: null, moduleType: 'js' };
    },
  };
}

type LinguiConfig = ReturnType<typeof getConfig>;

/**
 * `virtual:message-catalogs`: for each translated language, one dynamic import per area of the
 * traveller catalog (src/lib/i18n/areas.ts loads them). English has none: its text is the code's.
 */
export function catalogLoaders(config: LinguiConfig, withoutPseudo: boolean): string {
  const traveller = config.catalogs?.find((c) => c.path.endsWith('/traveller'));
  if (!traveller) throw new Error('lingui.config.ts has no traveller catalog');
  const pseudoLocales = new Set(config.pseudoLocale.map((p) => p.locale));
  const locales = config.locales.filter(
    (locale) => locale !== config.sourceLocale && !(withoutPseudo && pseudoLocales.has(locale)),
  );
  const root = config.rootDir ?? '.';
  const rows = locales.map((locale) => {
    const file = `${traveller.path.replace('<rootDir>', root).replace('{locale}', locale)}.po`;
    const loaders = AREA_NAMES.map(
      (area) => `${JSON.stringify(area)}: () => import(${JSON.stringify(`${file}?area=${area}`)})`,
    );
    return `  ${JSON.stringify(locale)}: {\n    ${loaders.join(',\n    ')},\n  }`;
  });
  return `export const catalogs = {\n${rows.join(',\n')},\n};\n`;
}

/** The areas other than the shell's of the message files among these modules. */
function areasOf(ids: Iterable<string>, root: string): Set<string> {
  const areas = new Set<string>();
  for (const id of ids) {
    const file = messageFiles.has(id) ? travellerFile(id, root) : null;
    if (file && areaOf(file) !== SHELL) areas.add(areaOf(file));
  }
  return areas;
}

/** These modules and every module they import statically. */
function staticallyReached(
  build: { getModuleInfo(id: string): { importedIds: readonly string[] } | null },
  ids: Iterable<string>,
): Set<string> {
  const reached = new Set<string>();
  const stack = [...ids];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (reached.has(id)) continue;
    reached.add(id);
    stack.push(...(build.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/**
 * A build's waits for the catalog's parts (docs/i18n.md, "Catalogs by area"): each lazy chunk (a
 * page, a dialog, a section, whatever the app imports dynamically) starts with
 * `await globalThis.__areaMessages?.("search", …)`, the areas of every message file it brings
 * with its static imports, so it finishes loading only once their messages are in the active
 * catalog. The entry waits for nothing: what it can show is the shell's, loaded with the
 * language before the first render, and the build stops when a file of another area is among
 * its static imports (a wait inside the entry's own start-up would never end: the catalogs'
 * loaders import the entry).
 */
export function areaWaits(): Plugin {
  let root = process.cwd();
  return {
    name: 'area-waits',
    configResolved(resolved) {
      root = resolved.root;
      waits.perModule = resolved.command !== 'build';
    },
    renderChunk(code, chunk) {
      if (waits.perModule || !chunk.isDynamicEntry) return null;
      // An operator's or admin's page or dialog: English this round, it waits for no part.
      const facade = chunk.facadeModuleId && relative(root, chunk.facadeModuleId);
      if (facade && isOperatorOnly(facade.replace(/\\/g, '/'))) return null;
      const areas = areasOf(staticallyReached(this, chunk.moduleIds), root);
      if (areas.size === 0) return null;
      const list = [...areas].map((area) => JSON.stringify(area)).join();
      return { code: `await globalThis.__areaMessages?.(${list});\n${code}` };
    },
    generateBundle() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const outside = [...staticallyReached(this, entries)].filter(
        (id) => areasOf([id], root).size > 0,
      );
      if (outside.length > 0) {
        this.error(
          `The entry imports files whose messages are not the shell's: ` +
            `${outside.map((id) => relative(root, id)).join(', ')}. Give them the shell's area ` +
            '(build/messageAreas.ts) or import them lazily.',
        );
      }
    },
  };
}

/**
 * A macro import left in the code after the macros ran (a file the Babel filter missed, a dynamic
 * import) would throw in the browser: this stops the build instead, as @lingui/vite-plugin 5 did
 * (Lingui 6's Vite plugin has no such check). The dev server leaves the macros out of its
 * pre-bundled dependencies for the same reason.
 */
export function macroLeftOver(): Plugin {
  const { macro } = getConfig();
  const macroIds = new Set([...macro.corePackage, ...macro.jsxPackage]);
  const notCompiled = (id: string, importer: string | undefined) =>
    new Error(
      `${importer ?? 'A module'} imports "${id}" but Lingui's macro did not run on it ` +
        '(build/lingui.ts: the Babel filter, or a dynamic import of a macro)',
    );
  return {
    name: 'lingui-macro-left-over',
    enforce: 'pre',
    config: () => ({ optimizeDeps: { exclude: [...macroIds] } }),
    // Rolldown asks resolveId for dynamic imports too.
    resolveId(id, importer) {
      if (macroIds.has(id)) throw notCompiled(id, importer);
    },
  };
}

/**
 * Lingui's macros run through Babel (@rolldown/plugin-babel, only on files that import a macro)
 * before the React plugin, and .po catalogs compile when imported, keyed by the English text.
 * Lingui 6's native macro transform (@lingui/vite-plugin's macroTransform) is not used: the
 * English text is compiled into the code by a Babel plugin of ours (inlineSourceMessages) that
 * reads what the macro wrote.
 */
export function linguiPlugins(): PluginOption[] {
  return [
    babel({
      presets: [
        {
          preset: {
            plugins: [
              // The English text and the context stay (by default production keeps the id only).
              ['@lingui/babel-plugin-lingui-macro', { descriptorFields: 'message' }],
              inlineSourceMessages,
            ],
          },
          rolldown: { filter: { code: /from ['"]@lingui\/(?:core|react)\/macro['"]/ } },
        },
      ],
    }),
    macroLeftOver(),
    textKeyedCatalogs(),
    areaWaits(),
  ];
}
