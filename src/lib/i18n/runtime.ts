import { dateTimeFormat, formatWhole, numberFormat, pluralCategory } from './intl';
import { messageKey, type Compiled } from './messageKey';

/**
 * The messages' runtime: what Lingui's macros call (lingui.config.ts, runtimeConfigModule) in
 * place of @lingui/core's and @lingui/react's, which weigh 2.9 KB gzip in every first load; this
 * one does what the app uses of them in under a third of that (docs/i18n.md: the figures).
 * Messages arrive compiled by the build, English in the code and a catalog keyed by that English
 * (build/lingui.ts), in Lingui's compiled form, read here the way Lingui reads it.
 */

export type { Compiled };
/** A catalog: translations by their English text's key (messageKey). */
export type Messages = Record<string, Compiled>;
type Values = Record<string, unknown>;

/**
 * A message as the build leaves it (the `msg` and `t` macros, `<Trans>`): its English text,
 * compiled, its context when it has one, its values. No id: the English text is the key.
 */
export interface Message {
  readonly message?: Compiled;
  readonly context?: string;
  readonly values?: Values;
}
type Cases = Record<string, Compiled> & { offset?: number };

/** A date's named sizes, as Lingui reads them: `{d, date}` is its "default" (12 Dec 2026). */
function dateOptions(size: string): Intl.DateTimeFormatOptions {
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
  if (size === 'full') options.weekday = 'long';
  if (size === 'full' || size === 'long') options.month = 'long';
  if (size === 'short') options.month = 'numeric';
  return options;
}

/** A time's named sizes, as Lingui reads them: `{d, time}` is 3:05:00 PM. */
function timeOptions(size: string): Intl.DateTimeFormatOptions {
  const options: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: 'numeric' };
  if (size !== 'short') options.second = 'numeric';
  if (size === 'full' || size === 'long') options.timeZoneName = 'short';
  return options;
}

/** A date or time token's value: a Date, or a date string or timestamp as Lingui takes them. */
function asDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(value as string | number);
}

function text(message: Compiled, values: Values, intl: string, count?: number): string {
  if (typeof message === 'string') return message;
  let out = '';
  for (const token of message) {
    if (typeof token === 'string') {
      // A plural's # is its number, written the locale's way.
      out += token === '#' && count !== undefined ? formatWhole(intl, count) : token;
      continue;
    }
    const [name, type, format] = token;
    const value = values[name];
    if (type === 'plural' || type === 'selectordinal') {
      const { offset = 0, ...cases } = format as Cases;
      const n = Number(value) - offset;
      const category = pluralCategory(intl, n, type === 'plural' ? 'cardinal' : 'ordinal');
      const chosen = cases[String(value)] ?? cases[category] ?? cases.other ?? '';
      out += text(chosen, values, intl, n);
    } else if (type === 'select') {
      const cases = format as Cases;
      const chosen = Object.hasOwn(cases, String(value)) ? cases[String(value)] : cases.other;
      out += text(chosen ?? '', values, intl, count);
    } else if (type === 'number') {
      const options = typeof format === 'string' ? { style: format } : format;
      out +=
        options === undefined
          ? formatWhole(intl, Number(value))
          : numberFormat(intl, options as Intl.NumberFormatOptions).format(Number(value));
    } else if (type === 'date' || type === 'time') {
      const size = typeof format === 'string' ? format : 'default';
      const options =
        typeof format === 'object' && format !== null
          ? (format as Intl.DateTimeFormatOptions)
          : type === 'date'
            ? dateOptions(size)
            : timeOptions(size);
      out += dateTimeFormat(intl, options).format(asDate(value));
    } else if (value != null) {
      out += `${value as string}`;
    }
  }
  return out;
}

export interface LocaleData {
  locale: string;
  /** The Intl locale of plurals and numbers (es-US, en-US). */
  locales?: readonly string[];
  messages: Messages;
}

export class I18n {
  locale = '';
  #intl = 'en-US';
  #messages: Messages = {};
  #listeners = new Set<() => void>();

  loadAndActivate({ locale, locales, messages }: LocaleData): void {
    this.locale = locale;
    this.#intl = locales?.[0] ?? locale;
    this.#messages = messages;
    for (const listener of [...this.#listeners]) listener();
  }

  /**
   * More of the active language's messages, for code about to run (lib/i18n/areas.ts): nothing
   * shown reads them yet, so nothing re-renders.
   */
  merge(messages: Messages): void {
    this.#messages = { ...this.#messages, ...messages };
  }

  /** Called on every change of language; returns the unsubscribe. */
  on(_event: 'change', listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  /** Keys already reported: one warning per message and language, not one per render. */
  #missing = new Set<string>();

  /** In development, a message the active catalog lacks is named in the console (English has none). */
  #warnMissing(key: string): void {
    if (this.locale === 'en' || this.locale === '' || this.#missing.has(`${this.locale}|${key}`))
      return;
    this.#missing.add(`${this.locale}|${key}`);
    console.warn(`[i18n] No ${this.locale} translation for "${key}": shown in English.`);
  }

  /**
   * Whether the active catalog has the message: a name from the server (lib/i18n/vocabulary) is
   * looked up with it first, so one no catalog knows is shown as sent without a warning.
   */
  known({ message = '', context }: Message): boolean {
    return Object.hasOwn(this.#messages, messageKey(message, context));
  }

  /** A message in the active language: its translation, else its own (English) text. */
  _(descriptor: Message, values?: Values): string {
    const { message = '', context, values: own } = descriptor;
    const key = messageKey(message, context);
    const translation = Object.hasOwn(this.#messages, key) ? this.#messages[key] : undefined;
    if (import.meta.env.DEV && translation === undefined) this.#warnMissing(key);
    return text(translation ?? message, own ?? values ?? {}, this.#intl);
  }
}

/** The app's one instance (the macros import it by this name). */
export const i18n = new I18n();
