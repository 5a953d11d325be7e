import type { MouseEvent } from 'react';

/**
 * The second click of a double-click (or the third of a triple). Buttons that toggle, or that
 * leave the pointer's spot when they act, ignore it: a double-click on Add To Quote Request added
 * and then removed the company, and on a list's Remove it also removed the next row, which had
 * moved up under the pointer. A keyboard's Enter or Space (detail 0) always acts.
 */
export const isRepeatClick = (event: MouseEvent): boolean => event.detail > 1;

/**
 * The second click of a double-click that opened a dialog lands on the dialog's backdrop (with
 * reduced motion the dialog is already there), which would close it again at once. Every
 * react-bootstrap modal, whichever screen's: the click is stopped before React sees it. Returns
 * the way to stop listening.
 */
export function keepDialogsThroughDoubleClicks(target: Document): () => void {
  const swallow = (event: globalThis.MouseEvent) => {
    const on = event.target;
    if (event.detail > 1 && on instanceof Element && on.classList.contains('modal'))
      event.stopPropagation();
  };
  target.addEventListener('click', swallow, true);
  return () => target.removeEventListener('click', swallow, true);
}
