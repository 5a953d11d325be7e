import { Trans } from '@lingui/react/macro';
import { useFormikContext } from 'formik';
import { Alert } from '@/components/feedback/Alert';
import { isMessageDescriptor, textIn } from '@/lib/i18n/messageText';
import { useLingui } from '@/lib/i18n/react';
import { FORM_KEY } from './lazySchema';
import { useSteadyWhilePressed } from './useSteadyWhilePressed';

/**
 * Every field's error as data: a text, or a rule's message descriptor (lib/i18n/messageText).
 * Checks that did not load are no field's error: the submit button says so (FormikSubmitButton).
 */
function flatten(errors: unknown): unknown[] {
  if (typeof errors === 'string' || isMessageDescriptor(errors)) return [errors];
  if (!errors || typeof errors !== 'object') return [];
  return Object.entries(errors as Record<string, unknown>).flatMap(([key, value]) =>
    key === FORM_KEY ? [] : flatten(value),
  );
}

/**
 * The spec's form-level summary, shown after a submit attempt while any field is invalid:
 * the fixed sentence, then each error.
 */
export function FormSummary() {
  const { errors, submitCount } = useFormikContext();
  const { i18n } = useLingui();
  // One string, so the summary can stay as it is while a button is pressed (see Field).
  const shown = useSteadyWhilePressed(
    submitCount === 0
      ? ''
      : [...new Set(flatten(errors).map((error) => textIn(i18n, error)))].join('\n'),
  );
  if (shown === '') return null;
  const messages = shown.split('\n');
  return (
    <Alert variant="danger" className="form-summary" role="alert">
      <p className="mb-1">
        <Trans>Some fields are invalid, please check all fields and try again</Trans>
      </p>
      <ul className="mb-0">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </Alert>
  );
}
