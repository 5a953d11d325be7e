import { Trans, useLingui } from '@lingui/react/macro';
import { Form as FormikForm, Formik } from 'formik';
import { useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { Alert } from '@/components/feedback/Alert';
import { Field } from '@/components/form/Field';
import { FormikSubmitButton } from '@/components/form/FormikSubmitButton';
import { lazySchema } from '@/components/form/lazySchema';
import { saveForgotPassword } from '../passwordThunks';

// The rules (Yup) load with the form's first use, not with the screen.
const forgotPasswordChecks = lazySchema<{ email: string }>(
  async () => (await import('../schemas')).forgotPasswordSchema,
);

export function ForgotPasswordForm() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  return (
    <Formik
      initialValues={{ email: '' }}
      validate={forgotPasswordChecks.validate}
      onSubmit={async (values) => {
        setError(null);
        setSent(false);
        try {
          await dispatch(saveForgotPassword(values.email)).unwrap();
          setSent(true);
        } catch (message) {
          setError(typeof message === 'string' ? message : null);
        }
      }}
    >
      {({ isSubmitting }) => (
        <FormikForm
          onFocus={forgotPasswordChecks.preload}
          noValidate
          aria-label={t`Forgot password`}
        >
          <Field name="email" label={t`Email`} type="email" autoComplete="email" required />
          <FormikSubmitButton busy={isSubmitting} busyLabel={t`Sending...`}>
            <Trans>Request Password</Trans>
          </FormikSubmitButton>
          <div aria-live="polite" className="mt-3">
            {sent && (
              <Alert variant="success">
                <Trans>An email has been sent with your password.</Trans>
              </Alert>
            )}
            {error && <p className="text-danger fw-semibold">{error}</p>}
          </div>
        </FormikForm>
      )}
    </Formik>
  );
}
