import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

/**
 * The Lingui macros (`t`, `plural`, `msg`, ... of @lingui/core/macro) are compiled away by the
 * build, and each takes its message and options as written in the source: a mutant inside one
 * (an options object emptied, a message blanked) is no code the app could run, and the macro
 * refuses it ("Unsupported macro usage"). Their words are held by the tests of the texts; the
 * mutation run leaves them out (stryker.config.mjs `ignorers`).
 */
const MACROS = new Set(['t', 'plural', 'select', 'selectOrdinal', 'msg', 'defineMessage']);

const isMacro = (node) => node.type === 'Identifier' && MACROS.has(node.name);

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'lingui-macros', {
    shouldIgnore(path) {
      if (path.isTaggedTemplateExpression() && isMacro(path.node.tag)) {
        return 'A Lingui message: compiled at build time, its words held by the texts tests.';
      }
      if (path.isCallExpression() && isMacro(path.node.callee)) {
        return 'A Lingui message: compiled at build time, its words held by the texts tests.';
      }
      return undefined;
    },
  }),
];
