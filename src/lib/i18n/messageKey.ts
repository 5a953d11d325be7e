/** A compiled message: text, or tokens: text, [name], [name, type, format]. */
export type Compiled = string | readonly Token[];
type Token = string | readonly [name: string, type?: string, format?: unknown];

/**
 * What a message is looked up by in a catalog: its English text as the build compiles it into the
 * code (the text itself when it has no placeholder, else its tokens as JSON), after its context
 * and gettext's separator when it has one. The build keys the catalogs the same way
 * (build/lingui.ts), so the code carries no id and the runtime no hash (docs/i18n.md).
 */
export function messageKey(message: Compiled, context?: string): string {
  const text = typeof message === 'string' ? message : JSON.stringify(message);
  return context ? `${context}\u0004${text}` : text;
}
