import { useField } from 'formik';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useSteadyWhilePressed } from '@/components/form/useSteadyWhilePressed';
import { paths } from '@/config/paths';
import { RequiredStar } from '@/components/form/RequiredStar';

/** The terms checkbox; the terms open in a new tab so nothing typed is lost. */
export function TermsCheck() {
  const [field, meta] = useField<boolean>({ name: 'terms', type: 'checkbox' });
  const id = useId();
  const errorId = `${id}-error`;
  const error = useSteadyWhilePressed(meta.touched && meta.error ? meta.error : '');
  return (
    <Form.Group className="mb-3">
      <Form.Check id={id}>
        <Form.Check.Input
          type="checkbox"
          name={field.name}
          checked={Boolean(field.checked)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          isInvalid={error !== ''}
          aria-invalid={error !== '' || undefined}
          aria-required
          aria-describedby={error ? errorId : undefined}
        />
        <Form.Check.Label>
          <RequiredStar />I agree to the{' '}
          <a href={paths.terms} target="_blank" rel="noopener noreferrer">
            Terms and Conditions<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </Form.Check.Label>
        {error && (
          <Form.Control.Feedback type="invalid" id={errorId}>
            {error}
          </Form.Control.Feedback>
        )}
      </Form.Check>
    </Form.Group>
  );
}
