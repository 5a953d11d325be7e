import { useLayoutEffect, useRef, type ChangeEvent } from 'react';

/** What a formatting keeps: letters and digits. It only adds, moves or drops separators. */
const KEPT = /[\p{L}\p{N}]/u;

function keptIn(text: string): number {
  let count = 0;
  for (const char of text) if (KEPT.test(char)) count += 1;
  return count;
}

/** The caret's place in `formatted`: after as many kept characters as stood before it when typed. */
export function caretAfter(formatted: string, keptBefore: number): number {
  if (keptBefore <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (KEPT.test(formatted.charAt(index))) seen += 1;
    if (seen === keptBefore) return index + 1;
  }
  return formatted.length;
}

/**
 * A text input whose value is rewritten as it is typed (a card number grouped in fours). The
 * rewrite happens in the change itself, so what is kept is always formatted, and the caret stays
 * after the same characters: a digit typed mid-number does not throw the caret to the end.
 * Without `format` the input is left alone (an empty object to spread).
 */
export function useFormattedInput(
  format: ((typed: string) => string) | undefined,
  keep: (value: string) => void,
) {
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = ref.current;
    if (caret.current === null || !input) return;
    if (document.activeElement === input) input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  if (!format) return {};
  return {
    ref,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const typed = event.target.value;
      const at = event.target.selectionStart ?? typed.length;
      const next = format(typed);
      caret.current =
        at >= typed.length ? next.length : caretAfter(next, keptIn(typed.slice(0, at)));
      keep(next);
    },
  };
}
