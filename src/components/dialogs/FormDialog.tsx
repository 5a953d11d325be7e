import { Form as FormikForm, Formik, type FormikValues } from 'formik';
import { useRef, type Key, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { FormSummary } from '@/components/form/FormSummary';
import { KeepDraft, type DraftProps } from '@/components/form/KeepDraft';
import { SubmitButton } from '@/components/form/SubmitButton';
import { clearDraft } from '@/lib/drafts';
import { DialogFrame, type DialogProps } from './DialogFrame';

/**
 * The draft (lib/drafts): what is typed survives a reload. Cancel drops it (the form opens empty
 * again, as it always did); the caller clears it once sent.
 */
type FormDialogProps<Values extends FormikValues> = FormDialogBase<Values> & DraftProps<Values>;

interface FormDialogBase<Values extends FormikValues> extends DialogProps {
  /** The fields, under the form's summary. */
  children: ReactNode;
  /** What the form answers (the message replied to), above the summary. */
  intro?: ReactNode;
  submitLabel: string;
  /** Shown on the submit button while `busy`. */
  busyLabel?: string;
  initialValues: Values;
  validationSchema?: AnyObjectSchema;
  /** Another key starts the form again from initialValues (another message, another entry). */
  formKey?: Key;
  onSubmit: (values: Values) => void | Promise<void>;
}

/**
 * The one modal form of the app (ConfirmDialog's sibling): the title labels the dialog and the
 * form, the spec's summary heads the fields, and the modal cannot be closed while the call runs;
 * the header's close button shows while nothing runs.
 */
export function FormDialog<Values extends FormikValues>({
  children,
  intro,
  submitLabel,
  busyLabel,
  busy = false,
  initialValues,
  validationSchema,
  formKey,
  onSubmit,
  draft,
  draftFields,
  onCancel,
  ...dialog
}: FormDialogProps<Values>) {
  // Enter in a field or a quick double click may submit again before `busy` is drawn.
  const running = useRef(false);
  const submit = async (values: Values) => {
    if (busy || running.current) return;
    running.current = true;
    try {
      await onSubmit(values);
    } finally {
      running.current = false;
    }
  };
  return (
    <DialogFrame
      {...dialog}
      onCancel={() => {
        if (draft) clearDraft(draft);
        onCancel();
      }}
      busy={busy}
      closeButton
      action={
        <SubmitButton busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
      }
      wrap={(content, titleId) => (
        <Formik
          key={formKey}
          initialValues={initialValues}
          validationSchema={validationSchema}
          onSubmit={submit}
        >
          <FormikForm noValidate aria-labelledby={titleId}>
            {draft && <KeepDraft<Values> name={draft} fields={draftFields} />}
            {content}
          </FormikForm>
        </Formik>
      )}
    >
      {intro}
      <FormSummary />
      {children}
    </DialogFrame>
  );
}
