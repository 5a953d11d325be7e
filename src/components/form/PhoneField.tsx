import { useField } from 'formik';
import { useEffect } from 'react';
import { Field } from './Field';

/** Digits as typed, shown xxx-xxx-xxxx (spec: company phone); more than ten digits stay as typed. */
export function dashedPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length > 10) return value;
  if (digits.length > 6) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  if (digits.length > 3) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return digits;
}

interface PhoneFieldProps {
  name: string;
  label: string;
  required?: boolean;
  className?: string;
}

/**
 * A phone number field that shows what is typed as xxx-xxx-xxxx. The formatting follows the
 * value (a paste, a restored draft) rather than intercepting keys, so the caret and screen
 * readers behave as in any text field.
 */
export function PhoneField({ name, label, required = false, className }: PhoneFieldProps) {
  const [field, , helpers] = useField<string>(name);
  const value = field.value ?? '';
  useEffect(() => {
    const dashed = dashedPhone(value);
    if (dashed !== value) void helpers.setValue(dashed, false);
  }, [value, helpers]);
  return (
    <Field
      name={name}
      label={label}
      type="tel"
      autoComplete="tel-national"
      placeholder="xxx-xxx-xxxx"
      required={required}
      className={className}
    />
  );
}
