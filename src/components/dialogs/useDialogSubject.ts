import { useState } from 'react';
import { useLastShown } from '@/lib/useLastShown';

/**
 * What a page's modal is open for (a message, a review, a quote): `open` it with a row, `close`
 * it, and hand the modal `shown`, which keeps the row while the modal fades out (useLastShown).
 * `onOpen` runs first, to clear the modal's earlier failure or mark the row read.
 */
export function useDialogSubject<T>(onOpen?: (subject: T) => void) {
  const [subject, setSubject] = useState<T | null>(null);
  const shown = useLastShown(subject);
  const open = (next: T) => {
    onOpen?.(next);
    setSubject(next);
  };
  const close = () => setSubject(null);
  return { shown, show: subject !== null, open, close };
}
