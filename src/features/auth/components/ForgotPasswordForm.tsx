import { Form as FormikForm, Formik } from 'formik';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useAppDispatch } from '@/app/hooks';
import { Field } from '@/components/form/Field';
import { SubmitButton } from '@/components/form/SubmitButton';
import { saveForgotPassword } from '../passwordThunks';
import { forgotPasswordSchema } from '../schemas';

export const FORGOT_SUCCESS = 'An email has been sent with your password.';

export function ForgotPasswordForm() {
  const dispatch = useAppDispatch();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  return (
    <Formik
      initialValues={{ email: '' }}
      validationSchema={forgotPasswordSchema}
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
        <FormikForm noValidate aria-label="Forgot password">
          <Field name="email" label="Email" type="email" autoComplete="email" required />
          <SubmitButton busy={isSubmitting} busyLabel="Sending...">
            Request Password
          </SubmitButton>
          <div aria-live="polite" className="mt-3">
            {sent && <Alert variant="success">{FORGOT_SUCCESS}</Alert>}
            {error && <p className="text-danger fw-semibold">{error}</p>}
          </div>
        </FormikForm>
      )}
    </Formik>
  );
}
