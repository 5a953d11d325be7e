import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import type { UserProfile } from '@/features/userAccount/types';
import type { TripFormValues } from '../types';

const TARGETS = [
  ['basicFirstName', 'firstName'],
  ['basicLastName', 'lastName'],
  ['basicEmail', 'email'],
  ['basicPhone', 'phone'],
] as const satisfies readonly (readonly [keyof TripFormValues, keyof UserProfile])[];

/**
 * Fills the contact fields from the traveller's profile when it arrives or changes, but only the
 * ones the traveller has not changed (still what the form started with, untouched): the profile
 * may come back after they have started typing. The form starts with the session's name, so a
 * name saved since in My Account replaces it.
 */
export function ApplyPrefill({ profile }: { profile: UserProfile | null }) {
  const { values, initialValues, touched, setFieldValue } = useFormikContext<TripFormValues>();
  const applied = useRef<UserProfile | null>(null);

  useEffect(() => {
    if (!profile || applied.current === profile) return;
    applied.current = profile;
    for (const [field, source] of TARGETS) {
      const value = profile[source]?.trim();
      if (value && values[field] === initialValues[field] && !touched[field]) {
        void setFieldValue(field, value, false);
      }
    }
  }, [profile, values, initialValues, touched, setFieldValue]);

  return null;
}
