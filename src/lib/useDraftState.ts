import { useCallback, useState } from 'react';
import { changedFields, withDraft, writeDraft } from './drafts';

/**
 * React state kept as a draft (lib/drafts), for a choice that is not a Formik form's (a radio
 * group, which dialog was open): it starts from the draft `name` laid over `base`, and each
 * change keeps what differs from `base`, so a change back to `base` drops the draft. Without a
 * name it is plain state. The name is read once: another record is another component (a key).
 */
export function useDraftState<V extends object>(
  name: string | null,
  base: V,
): [V, (next: V) => void] {
  // The first render's base: a caller's object literal is new on every render. Its fields are
  // the choice itself (no typed text): all of them are kept.
  const [[start, fields]] = useState(
    () => [base, Object.keys(base) as (keyof V & string)[]] as const,
  );
  const [value, setValue] = useState(() => (name ? withDraft(name, start, fields) : start));
  const set = useCallback(
    (next: V) => {
      setValue(next);
      if (name) writeDraft(name, changedFields(next, start, fields));
    },
    [name, start, fields],
  );
  return [value, set];
}
