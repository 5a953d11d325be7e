import { Form as FormikForm, Formik } from 'formik';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Alert } from '@/components/feedback/Alert';
import { Field } from '@/components/form/Field';
import { FormSummary } from '@/components/form/FormSummary';
import { PasswordFields } from '@/components/form/PasswordFields';
import { SubmitButton } from '@/components/form/SubmitButton';
import { SAVE_TOAST_MS } from '@/config/constants';
import { notify } from '@/lib/notify';
import { passwordSchema } from '../schemas';
import type { PasswordValues } from '../types';
import { savePassword, selectUserAccount } from '../userAccountSlice';

export const PASSWORD_SAVED = 'Your login information has been updated.';

const empty: PasswordValues = { currentPassword: '', newPassword: '', confirmationPassword: '' };

/** The login edit: current password, then the new one twice. */
export function PasswordForm({ email }: { email: string }) {
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector(selectUserAccount).requests.savePassword;

  return (
    <Formik
      initialValues={empty}
      validationSchema={passwordSchema}
      onSubmit={async (values, { resetForm }) => {
        try {
          await dispatch(savePassword(values)).unwrap();
        } catch {
          return; // The server's text (or the spec's) shows below; the fields keep their values.
        }
        // Passwords should not linger on screen once they have done their job.
        resetForm({ values: empty });
        notify('success', PASSWORD_SAVED, SAVE_TOAST_MS);
      }}
    >
      <FormikForm noValidate aria-label="Login information">
        {/* Lets password managers tie the new password to the right account. */}
        <input type="text" name="username" value={email} autoComplete="username" readOnly hidden />
        <FormSummary />
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
          confirmationLabel="Confirm New Password"
        />
        {error && (
          <Alert variant="danger" role="alert">
            {error}
          </Alert>
        )}
        <SubmitButton busy={status === 'pending'} busyLabel="Updating...">
          Update Login
        </SubmitButton>
      </FormikForm>
    </Formik>
  );
}
