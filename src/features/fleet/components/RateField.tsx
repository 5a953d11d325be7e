import { useField } from 'formik';
import { useEffect } from 'react';
import { Field } from '@/components/form/Field';
import { maskRate, type RateName } from '../fleetValues';

/**
 * A rate box with the spec's mask (transfer and five-hour up to 5 digits, day 4, mile up to 6
 * characters). The mask follows the value, as PhoneField does, so a paste is cut the same way as
 * typing and the caret behaves as in any text box.
 */
export function RateField({ name, label }: { name: RateName; label: string }) {
  const [field, , helpers] = useField<string>(name);
  const value = field.value ?? '';
  useEffect(() => {
    const masked = maskRate(name, value);
    if (masked !== value) void helpers.setValue(masked, false);
  }, [name, value, helpers]);
  return <Field name={name} label={label} placeholder="$" autoComplete="off" />;
}
