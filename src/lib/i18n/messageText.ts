import type { I18n, Message } from './runtime';

/**
 * A message kept as data (the `msg` macro) and read where it is shown, in the language of the
 * moment: Yup's rules carry them as their messages, so an error already on screen changes
 * language with the rest of the page and needs no new check. The build leaves a message its
 * English text and no id (build/lingui.ts): that text is what tells it from other objects.
 */
export function isMessageDescriptor(value: unknown): value is Message {
  if (typeof value !== 'object' || value === null) return false;
  const { message } = value as { message?: unknown };
  return typeof message === 'string' || Array.isArray(message);
}

/** A form error in the visitor's language: a descriptor read now, a plain text as it is. */
export function textIn(i18n: I18n, value: unknown): string {
  if (typeof value === 'string') return value;
  return isMessageDescriptor(value) ? i18n._(value) : '';
}
