import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import type { ContactPrefill, TripFormValues } from '../types';

const TARGETS = [
  ['basicFirstName', 'firstName'],
  ['basicLastName', 'lastName'],
  ['basicEmail', 'email'],
  ['basicPhone', 'phone'],
] as const satisfies readonly (readonly [keyof TripFormValues, keyof ContactPrefill])[];

/**
 * Fills the contact fields from the profile when it arrives, but only the ones still empty and
 * untouched: the profile may come back after the traveller has started typing.
 */
export function ApplyPrefill({ prefill }: { prefill: ContactPrefill | null }) {
  const { values, touched, setFieldValue } = useFormikContext<TripFormValues>();
  const applied = useRef<ContactPrefill | null>(null);

  useEffect(() => {
    if (!prefill || applied.current === prefill) return;
    applied.current = prefill;
    for (const [field, source] of TARGETS) {
      if (prefill[source] && values[field] === '' && !touched[field]) {
        void setFieldValue(field, prefill[source], false);
      }
    }
  }, [prefill, values, touched, setFieldValue]);

  return null;
}
