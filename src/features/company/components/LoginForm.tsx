import { Form as FormikForm, Formik } from 'formik';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Alert } from '@/components/feedback/Alert';
import { Field } from '@/components/form/Field';
import { FormSummary } from '@/components/form/FormSummary';
import { FormikSubmitButton } from '@/components/form/FormikSubmitButton';
import { PasswordFields } from '@/components/form/PasswordFields';
import { ReadOnlyField } from '@/components/form/ReadOnlyField';
import { FormikUnsavedChanges } from '@/components/form/UnsavedChanges';
import { lazySchema } from '@/components/form/lazySchema';
import { SAVE_TOAST_MS } from '@/config/constants';
import { notify } from '@/lib/notify';
import { saveLogin, selectCompany } from '../companySlice';
import type { LoginValues } from '../types';
import { SectionCard } from '@/components/layout/SectionCard';

// The rules (Yup) load with the form's first use, not with the screen.
const loginChecks = lazySchema<LoginValues>(async () => (await import('../schemas')).loginSchema);

export const LOGIN_SAVED = 'Your login information has been updated.';

const empty: LoginValues = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/** Login Information: the login e-mail (read-only) and a password change. */
export function LoginForm({ loginEmail }: { loginEmail: string }) {
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector(selectCompany).requests.saveLogin;
  return (
    <SectionCard title="Login Information">
      <Formik
        initialValues={empty}
        validate={loginChecks.validate}
        onSubmit={async (values, { resetForm }) => {
          try {
            await dispatch(saveLogin(values)).unwrap();
          } catch {
            return; // The server's text (or ours) shows below; the fields keep their values.
          }
          // Passwords should not linger on screen once they have done their job.
          resetForm({ values: empty });
          notify('success', LOGIN_SAVED, SAVE_TOAST_MS);
        }}
      >
        <FormikForm onFocus={loginChecks.preload} noValidate aria-label="Login Information">
          <FormikUnsavedChanges name="login" />
          <FormSummary />
          <ReadOnlyField label="Login Email" value={loginEmail} />
          {/* Lets password managers tie the new password to the right account. */}
          <input
            type="text"
            name="username"
            value={loginEmail}
            autoComplete="username"
            readOnly
            hidden
          />
          <Field
            name="currentPassword"
            label="Current Password"
            type="password"
            autoComplete="current-password"
            required
          />
          <PasswordFields
            name="newPassword"
            label="New Password"
            confirmationName="confirmNewPassword"
            confirmationLabel="Confirm New Password"
            sideBySide
            optional
          />
          {error && (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          )}
          <FormikSubmitButton busy={status === 'pending'} busyLabel="Updating...">
            Update Login
          </FormikSubmitButton>
        </FormikForm>
      </Formik>
    </SectionCard>
  );
}
