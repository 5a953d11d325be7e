import { useFormikContext } from 'formik';
import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Hands the form's values to `onChange` whenever they change (not on mount), so the draft in
 * the store follows what is typed and survives a reload (the registration's three screens, the
 * trip request on /review).
 */
export function KeepDraft<V>({ onChange }: { onChange: (values: V) => void }) {
  const { values } = useFormikContext<V>();
  const first = useRef(true);
  const changed = useEffectEvent((next: V) => onChange(next));
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    changed(values);
  }, [values]);
  return null;
}
