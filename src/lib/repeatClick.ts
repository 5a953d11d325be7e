import type { MouseEvent } from 'react';

/**
 * The second click of a double-click (or the third of a triple). Buttons that toggle, or that
 * leave the pointer's spot when they act, ignore it: a double-click on Add To Quote Request added
 * and then removed the company, and on a list's Remove it also removed the next row, which had
 * moved up under the pointer. A keyboard's Enter or Space (detail 0) always acts.
 */
export const isRepeatClick = (event: MouseEvent): boolean => event.detail > 1;
