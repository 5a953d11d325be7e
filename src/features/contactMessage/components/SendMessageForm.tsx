import { Trans, useLingui } from '@lingui/react/macro';
import { Form as FormikForm, Formik } from 'formik';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { Alert } from '@/components/feedback/Alert';
import { Field } from '@/components/form/Field';
import { FormSummary } from '@/components/form/FormSummary';
import { SubjectSelect } from '@/components/form/SubjectSelect';
import { SubmitButton } from '@/components/form/SubmitButton';
import type { MessageSubject } from '@/config/constants';
import { contactMessageSchema } from '../schemas';
import type { ContactMessageValues } from '../types';

interface SendMessageFormProps {
  initialValues: ContactMessageValues;
  busy: boolean;
  /** The last send's failure, worded for the visitor (RefusalMessage). */
  error: ReactNode;
  onSubmit: (values: ContactMessageValues & { subject: MessageSubject }) => Promise<void>;
  onCancel: () => void;
}

/** Subject, Name, Email, Phone and Additional info, all required (spec 5). */
export function SendMessageForm({
  initialValues,
  busy,
  error,
  onSubmit,
  onCancel,
}: SendMessageFormProps) {
  const { t } = useLingui();
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={contactMessageSchema}
      onSubmit={async (values) => {
        // The schema has checked the subject against the three allowed ones.
        await onSubmit({ ...values, subject: values.subject as MessageSubject });
      }}
    >
      <FormikForm noValidate aria-label={t`Send Message`}>
        <FormSummary />
        <SubjectSelect />
        <Field name="name" label={t`Name`} autoComplete="name" required />
        <Field name="email" label={t`Email`} type="email" autoComplete="email" required />
        <Field name="phone" label={t`Phone`} type="tel" autoComplete="tel" required />
        <Field name="additionalInfo" label={t`Additional info`} as="textarea" rows={4} required />
        {error && (
          <Alert variant="danger" role="alert">
            {error}
          </Alert>
        )}
        <div className="d-flex justify-content-end gap-2">
          <Button variant="outline-secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <SubmitButton busy={busy} busyLabel={t`Sending...`}>
            <Trans>Send Message</Trans>
          </SubmitButton>
        </div>
      </FormikForm>
    </Formik>
  );
}
