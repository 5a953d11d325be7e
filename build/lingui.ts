import babel from '@rolldown/plugin-babel';
import type * as BabelTypes from '@babel/types';
import { lingui } from '@lingui/vite-plugin';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { PluginOption } from 'vite';

type Compiled = ReturnType<typeof compileMessage>;

/** The English text in the form Lingui's runtime reads: a plain string stays a string. */
export function compiledSource(message: string): string | Compiled {
  const tokens = compileMessage(message);
  return tokens.length === 1 && typeof tokens[0] === 'string' ? tokens[0] : tokens;
}

interface NodePath<T> {
  node: T;
  parent: BabelTypes.Node;
}

/**
 * English is the source language and needs no catalog download (docs/i18n.md): the macro keeps
 * each message's English text beside its id, and this plugin compiles that text here, at build
 * time, into the tokens Lingui's runtime interpolates (placeholders, plurals). The runtime then
 * carries no ICU parser, and an English visitor's first load only grows by the ids.
 */
export function inlineSourceMessages({ types: t }: { types: typeof BabelTypes }) {
  const toNode = (message: string): BabelTypes.Expression => t.valueToNode(compiledSource(message));
  return {
    name: 'inline-source-messages',
    visitor: {
      // msg`…`, t`…`, i18n._({ id, message }): the descriptor the macro wrote.
      ObjectExpression(path: NodePath<BabelTypes.ObjectExpression>) {
        const props = path.node.properties.filter((p) => t.isObjectProperty(p));
        const hasId = props.some((p) => t.isIdentifier(p.key, { name: 'id' }));
        const message = props.find((p) => t.isIdentifier(p.key, { name: 'message' }));
        if (!hasId || !message || !t.isStringLiteral(message.value)) return;
        message.value = toNode(message.value.value);
        // The translator's note is for the catalog, not the bundle.
        path.node.properties = path.node.properties.filter(
          (p) => !(t.isObjectProperty(p) && t.isIdentifier(p.key, { name: 'comment' })),
        );
      },
      // <Trans id="…" message="…" />: the macro's JSX.
      JSXAttribute(path: NodePath<BabelTypes.JSXAttribute>) {
        const { node } = path;
        if (!t.isJSXIdentifier(node.name, { name: 'message' })) return;
        if (!t.isStringLiteral(node.value)) return;
        const element = path.parent;
        if (!t.isJSXOpeningElement(element)) return;
        const hasId = element.attributes.some(
          (a) => t.isJSXAttribute(a) && t.isJSXIdentifier(a.name, { name: 'id' }),
        );
        if (!hasId) return;
        const compiled = toNode(node.value.value);
        node.value = t.isStringLiteral(compiled) ? compiled : t.jsxExpressionContainer(compiled);
      },
    },
  };
}

/**
 * Lingui's macros run through Babel (@rolldown/plugin-babel, only on files that import a macro:
 * Lingui 6's native transform and CLI need Node 22.19, this project runs on 20) before the React
 * plugin, and .po catalogs compile when imported (@lingui/vite-plugin), so a locale's catalog is
 * one dynamic import.
 */
export function linguiPlugins(): PluginOption[] {
  return [
    babel({
      presets: [
        {
          preset: {
            plugins: [
              // The English text stays beside the id (by default production keeps the id only).
              ['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }],
              inlineSourceMessages,
            ],
          },
          rolldown: { filter: { code: /from ['"]@lingui\/(?:core|react)\/macro['"]/ } },
        },
      ],
    }),
    // A translation that is not valid ICU stops the build rather than showing its raw text.
    lingui({ failOnCompileError: true }),
  ];
}
