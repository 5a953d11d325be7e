import { useFormikContext } from 'formik';
import type { ComponentProps } from 'react';
import { Alert } from '@/components/feedback/Alert';
import { textIn } from '@/lib/i18n/messageText';
import { useLingui } from '@/lib/i18n/react';
import { FORM_KEY } from './lazySchema';
import { SubmitButton } from './SubmitButton';

/**
 * A Formik form's SubmitButton, also busy while a submit's checks run: with lazySchema they may
 * wait for their code on a first Submit, and the click must show it is being handled. (The save
 * itself is the form's `busy`; an onSubmit that returns no promise ends the submit with
 * setSubmitting(false), as Formik asks, or later checks would show it busy too.)
 * Checks that could not load say so above the button, in every form that uses them, whether or
 * not it has a summary: a Submit is never refused without a word.
 */
export function FormikSubmitButton({ busy, ...props }: ComponentProps<typeof SubmitButton>) {
  const { isSubmitting, isValidating, errors, submitCount } = useFormikContext();
  const { i18n } = useLingui();
  const unchecked =
    submitCount > 0 ? textIn(i18n, (errors as Record<string, unknown>)[FORM_KEY]) : '';
  return (
    <>
      {unchecked && <Alert variant="danger">{unchecked}</Alert>}
      <SubmitButton {...props} busy={busy || (isSubmitting && isValidating)} />
    </>
  );
}
