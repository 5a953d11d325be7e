import { useFormikContext, type FormikErrors } from 'formik';
import { Alert } from '@/components/feedback/Alert';
import { FORM_SUMMARY_TEXT } from '@/config/constants';
import { useSteadyWhilePressed } from './useSteadyWhilePressed';

function flatten(errors: FormikErrors<unknown>): string[] {
  if (typeof errors === 'string') return [errors];
  if (!errors || typeof errors !== 'object') return [];
  return Object.values(errors as Record<string, unknown>).flatMap((value) =>
    flatten(value as FormikErrors<unknown>),
  );
}

/**
 * The spec's form-level summary, shown after a submit attempt while any field is invalid:
 * the fixed sentence, then each error.
 */
export function FormSummary() {
  const { errors, submitCount } = useFormikContext();
  // One string, so the summary can stay as it is while a button is pressed (see Field).
  const shown = useSteadyWhilePressed(
    submitCount === 0 ? '' : [...new Set(flatten(errors))].join('\n'),
  );
  if (shown === '') return null;
  const messages = shown.split('\n');
  return (
    <Alert variant="danger" className="form-summary" role="alert">
      <p className="mb-1">{FORM_SUMMARY_TEXT}</p>
      <ul className="mb-0">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </Alert>
  );
}
