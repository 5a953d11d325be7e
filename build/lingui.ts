import babel from '@rolldown/plugin-babel';
import type * as BabelTypes from '@babel/types';
import { getConfig } from '@lingui/conf';
import { getCatalogForFile, getCatalogs, getCatalogDependentFiles } from '@lingui/cli/api';
import { createCompiledCatalog, createCompilationErrorMessage } from '@lingui/cli/api';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { relative } from 'node:path';
import type { Plugin, PluginOption } from 'vite';
import { messageKey, type Compiled } from '../src/lib/i18n/messageKey.ts';

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
      // msg`…`, t`…`, <Trans>…</Trans>: the descriptor the macro wrote (a spread, for <Trans>).
      ObjectExpression(path: NodePath<BabelTypes.ObjectExpression>) {
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
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [id, entry] of Object.entries(entries)) {
    if (entry.obsolete) continue;
    const message = entry.message ?? id;
    const context = entry.context ?? undefined;
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
 * A .po catalog compiles when imported (one dynamic import per language), as @lingui/vite-plugin
 * would compile it, but keyed by the English text (translationsByText) rather than Lingui's ids, which
 * the code no longer carries. A translation that is not valid ICU stops the build rather than
 * showing its raw text.
 */
export function textKeyedCatalogs(): Pick<Plugin, 'name' | 'configResolved' | 'transform'> {
  const config = getConfig();
  let production = true;
  return {
    name: 'text-keyed-catalogs',
    configResolved(resolved) {
      production = resolved.isProduction;
    },
    async transform(_code, file) {
      if (!/\.po(\?.*)?$/.test(file)) return null;
      const path = file.split('?')[0] ?? file;
      const catalogs = await getCatalogs(config);
      const found = getCatalogForFile(relative(config.rootDir ?? '.', path), catalogs);
      if (!found) throw new Error(`${path} is none of lingui.config.ts's catalogs`);
      const { locale, catalog } = found;
      for (const dependency of await getCatalogDependentFiles(catalog, locale)) {
        this.addWatchFile(dependency);
      }
      const entries = ((await catalog.read(locale)) ?? {}) as Record<string, CatalogEntry>;
      const pseudo = config.pseudoLocale.find((p) => p.locale === locale);
      const texts = translationsByText(entries, pseudo !== undefined, !production);
      const { source, errors } = createCompiledCatalog(locale, texts, {
        namespace: 'es',
        pseudoLocale: pseudo?.locale,
        pseudoLocaleOptions: pseudo?.options,
      });
      if (errors.length) throw new Error(createCompilationErrorMessage(locale, errors));
      return { code: source, map: null, moduleType: 'js' };
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
  ];
}
