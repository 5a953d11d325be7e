import { useLingui } from '@/lib/i18n/react';
import { refusalText, type RefusalWords } from '@/lib/i18n/refusalText';
import type { Refusal } from '@/lib/refusal';

interface RefusalMessageProps {
  /** The call's words (beside its api function). */
  words: RefusalWords;
  /** What the store kept of the refusal (its RequestState's `refusal`). */
  refusal: Refusal | null | undefined;
}

/**
 * A refused call's text, inside whatever alert the screen draws: worded now, so a switch of
 * language rewords a refusal already on screen. The server's words, when shown, get a line of
 * their own.
 */
export function RefusalMessage({ words, refusal }: RefusalMessageProps) {
  const { i18n } = useLingui();
  const { text, server } = refusalText(i18n, words, refusal);
  return (
    <>
      {text}
      {server && (
        <>
          {' '}
          <span className="d-block mt-1">{server}</span>
        </>
      )}
    </>
  );
}
