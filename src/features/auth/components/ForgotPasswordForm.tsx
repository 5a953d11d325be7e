import { Trans, useLingui } from '@lingui/react/macro';
import { Form as FormikForm, Formik } from 'formik';
import { useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { Alert } from '@/components/feedback/Alert';
import { RefusalMessage } from '@/components/feedback/RefusalMessage';
import { Field } from '@/components/form/Field';
import { FormikSubmitButton } from '@/components/form/FormikSubmitButton';
import { lazySchema } from '@/components/form/lazySchema';
import type { Refusal } from '@/lib/refusal';
import { saveForgotPassword } from '../passwordThunks';
import { FORGOT_REFUSAL } from '../refusals';

// The rules (Yup) load with the form's first use, not with the screen.
const forgotPasswordChecks = lazySchema<{ email: string }>(
  async () => (await import('../schemas')).forgotPasswordSchema,
);

export function ForgotPasswordForm() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const [sent, setSent] = useState(false);
  // The refusal as data (no slice keeps this call's outcome), worded when shown.
  const [failure, setFailure] = useState<{ refusal: Refusal | null } | null>(null);

  return (
    <Formik
      initialValues={{ email: '' }}
      validate={forgotPasswordChecks.validate}
      onSubmit={async (values) => {
        setFailure(null);
        setSent(false);
        const action = await dispatch(saveForgotPassword(values.email));
        if (saveForgotPassword.fulfilled.match(action)) setSent(true);
        else if (action.meta.rejectedWithValue) setFailure({ refusal: action.meta.refusal });
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
            {failure && (
              <p className="text-danger fw-semibold">
                <RefusalMessage words={FORGOT_REFUSAL} refusal={failure.refusal} />
              </p>
            )}
          </div>
        </FormikForm>
      )}
    </Formik>
  );
}
