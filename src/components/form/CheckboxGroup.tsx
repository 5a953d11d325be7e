import './CheckboxGroup.css';
import { useField } from 'formik';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';

interface CheckboxGroupProps {
  /** A Formik field holding the checked values as strings. */
  name: string;
  legend: string;
  options: readonly { value: number; label: string }[];
  /** Lay the boxes out in columns (long lists). */
  columns?: boolean;
  /** The section's heading already says it: the legend is for screen readers only. */
  hideLegend?: boolean;
}

/** A fieldset of checkboxes bound to one Formik list. */
export function CheckboxGroup({
  name,
  legend,
  options,
  columns = false,
  hideLegend = false,
}: CheckboxGroupProps) {
  const [field] = useField<string[]>(name);
  const id = useId();
  const checked = new Set(field.value);
  return (
    <fieldset className="mb-3">
      <legend className={hideLegend ? 'visually-hidden' : 'fs-6 fw-semibold'}>{legend}</legend>
      <div className={columns ? 'checkbox-columns' : undefined}>
        {options.map((option) => (
          <Form.Check
            key={option.value}
            type="checkbox"
            id={`${id}-${option.value}`}
            name={name}
            value={String(option.value)}
            label={option.label}
            checked={checked.has(String(option.value))}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        ))}
      </div>
    </fieldset>
  );
}
