import { useState } from 'react';
import { useDraftState } from '@/lib/useDraftState';
import { useLastShown } from '@/lib/useLastShown';

/** A dialog that a reload opens again, as it was left (a reply being written). */
export interface KeptOpen<T> {
  /** The draft (lib/drafts) naming whose dialog is open, e.g. `messages-reply-open`. */
  draft: string;
  /** A subject's id, a positive number. */
  idOf: (subject: T) => number;
  /** The subjects the dialog may open again on; null while they load. */
  among: readonly T[] | null;
}

/**
 * What a page's modal is open for (a message, a review, a quote): `open` it with a row, `close`
 * it, and hand the modal `shown`, which keeps the row while the modal fades out (useLastShown).
 * `onOpen` runs first, to clear the modal's earlier failure or mark the row read. With `keep`,
 * the open dialog's subject is a draft: after a reload it opens again once `among` holds it
 * (without `onOpen`: that ran when it was first opened).
 */
export function useDialogSubject<T>(onOpen?: (subject: T) => void, keep?: KeptOpen<T>) {
  const [subject, setSubject] = useState<T | null>(null);
  // Opened or closed on this page: from then on its own choice counts, not the kept one.
  const [chosenHere, setChosenHere] = useState(false);
  const [kept, setKept] = useDraftState(keep?.draft ?? null, { id: 0 });
  const reopened =
    !chosenHere && keep?.among
      ? (keep.among.find((row) => keep.idOf(row) === kept.id) ?? null)
      : null;
  const current = chosenHere ? subject : reopened;
  const shown = useLastShown(current);
  const open = (next: T) => {
    onOpen?.(next);
    setSubject(next);
    setChosenHere(true);
    if (keep) setKept({ id: keep.idOf(next) });
  };
  const close = () => {
    setSubject(null);
    setChosenHere(true);
    setKept({ id: 0 });
  };
  return { shown, show: current !== null, open, close };
}
