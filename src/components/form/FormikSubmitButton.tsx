import { useFormikContext } from 'formik';
import type { ComponentProps } from 'react';
import { SubmitButton } from './SubmitButton';

/**
 * A Formik form's SubmitButton, also busy while a submit's checks run: with lazySchema they may
 * wait for their code on a first Submit, and the click must show it is being handled. (The save
 * itself is the form's `busy`; an onSubmit that returns no promise ends the submit with
 * setSubmitting(false), as Formik asks, or later checks would show it busy too.)
 */
export function FormikSubmitButton({ busy, ...props }: ComponentProps<typeof SubmitButton>) {
  const { isSubmitting, isValidating } = useFormikContext();
  return <SubmitButton {...props} busy={busy || (isSubmitting && isValidating)} />;
}
