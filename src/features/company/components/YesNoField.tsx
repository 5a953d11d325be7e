import { useField } from 'formik';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useSteadyWhilePressed } from '@/components/form/useSteadyWhilePressed';
import { RequiredStar } from '@/components/form/RequiredStar';

/** A required yes/no question as two radios in a fieldset; its error shows once touched. */
export function YesNoField({ name, legend }: { name: string; legend: string }) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const errorId = `${id}-error`;
  const error = useSteadyWhilePressed(meta.touched && meta.error ? meta.error : '');
  return (
    <fieldset
      className="mb-3"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="form-label fs-6 mb-1">
        <RequiredStar />
        {legend}
      </legend>
      {(['yes', 'no'] as const).map((choice) => (
        <Form.Check
          key={choice}
          inline
          type="radio"
          id={`${id}-${choice}`}
          name={name}
          value={choice}
          label={choice === 'yes' ? 'Yes' : 'No'}
          checked={field.value === choice}
          onChange={field.onChange}
          onBlur={field.onBlur}
          isInvalid={error !== ''}
          aria-required="true"
        />
      ))}
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
