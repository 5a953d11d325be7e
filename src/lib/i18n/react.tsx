import {
  cloneElement,
  createContext,
  Fragment,
  isValidElement,
  use,
  useMemo,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import { i18n as appI18n, type Compiled, type I18n } from './runtime';

interface LinguiContext {
  i18n: I18n;
  /** i18n._, a new function at each change of language (a dependency that says so). */
  _: I18n['_'];
}

/**
 * Without a provider (a component rendered on its own, in a test or a portal outside the app's
 * tree) messages read the app's runtime as it is: right language, no re-render on a switch.
 */
const Context = createContext<LinguiContext>({ i18n: appI18n, _: appI18n._.bind(appI18n) });

/**
 * Re-renders what reads messages when the language changes, in place: the tree below is the same
 * tree (no key changes), so nothing remounts and typed text stays.
 */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const locale = useSyncExternalStore(
    (changed) => i18n.on('change', changed),
    () => i18n.locale,
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new `_` for each language
  const value = useMemo(() => ({ i18n, _: i18n._.bind(i18n) }), [i18n, locale]);
  return <Context value={value}>{children}</Context>;
}

/** What the `useLingui` macro calls: `t` becomes this `_`. */
export function useLingui(): LinguiContext {
  return use(Context);
}

const TAG = /<(\d+)>([\s\S]*?)<\/\1>|<(\d+)\/>/;

/** "<0>Terms</0> apply": the message's numbered tags become the elements the macro passed. */
function withElements(message: string, elements: Record<string, ReactElement>): ReactNode {
  const parts = message.split(TAG);
  if (parts.length === 1) return message;
  const out: ReactNode[] = [parts[0]];
  for (let i = 1; i < parts.length; i += 4) {
    const [paired, inner, single, after] = parts.slice(i, i + 4);
    const element = elements[paired ?? single ?? ''] ?? <Fragment />;
    const children = paired === undefined ? undefined : withElements(inner ?? '', elements);
    out.push(cloneElement(element, { key: i }, children), after);
  }
  return out;
}

/** What the macro leaves of a `<Trans>` (build/lingui.ts): its English text, compiled. */
interface TransProps {
  message?: Compiled;
  context?: string;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
}

/** What the `<Trans>` macro becomes: the message, its values and elements in place. */
export function Trans({ message, context, values, components = {} }: TransProps) {
  const { _ } = useLingui();
  const elements = { ...components };
  const plain: Record<string, unknown> = { ...values };
  // A value that is an element (a {variable} holding JSX) goes in as a numbered tag.
  for (const [key, value] of Object.entries(values ?? {})) {
    if (isValidElement(value) || (typeof value === 'object' && value !== null)) {
      const index = Object.keys(elements).length;
      elements[index] = <>{value as ReactNode}</>;
      plain[key] = `<${index}/>`;
    }
  }
  return <>{withElements(_({ message, context }, plain), elements)}</>;
}
