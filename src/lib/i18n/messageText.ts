import type { MessageDescriptor } from '@lingui/core';
import type { I18n } from './runtime';

/**
 * A message kept as data (the `msg` macro) and read where it is shown, in the language of the
 * moment: Yup's rules carry them as their messages, so an error already on screen changes
 * language with the rest of the page and needs no new check.
 */
export function isMessageDescriptor(value: unknown): value is MessageDescriptor {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string'
  );
}

/** A form error in the visitor's language: a descriptor read now, a plain text as it is. */
export function textIn(i18n: I18n, value: unknown): string {
  if (typeof value === 'string') return value;
  return isMessageDescriptor(value) ? i18n._(value) : '';
}
