import { useField } from 'formik';
import { useId, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

/** A Formik-bound checkbox with its label (e.g. Remember Me). */
export function CheckboxField({ name, label }: { name: string; label: ReactNode }) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  const id = useId();
  return (
    <Form.Check
      id={id}
      type="checkbox"
      name={field.name}
      checked={Boolean(field.checked)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={label}
      className="mb-3"
    />
  );
}
