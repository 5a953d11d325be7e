import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PasswordChangeFields } from '@/components/form/PasswordFields';
import { ReadOnlyField } from '@/components/form/ReadOnlyField';
import { lazySchema } from '@/components/form/lazySchema';
import { SectionForm } from '@/components/form/SectionForm';
import { saveLogin, selectCompany } from '../companySlice';
import type { LoginValues } from '../types';

// The rules (Yup) load with the form's first use, not with the screen.
const loginChecks = lazySchema<LoginValues>(async () => (await import('../schemas')).loginSchema);

export const LOGIN_SAVED = 'Your login information has been updated.';

const empty: LoginValues = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/** Login Information: the login e-mail (read-only) and a password change. */
export function LoginForm({ loginEmail }: { loginEmail: string }) {
  const dispatch = useAppDispatch();
  return (
    <SectionForm
      title="Login Information"
      initialValues={empty}
      checks={loginChecks}
      save={(values) => dispatch(saveLogin(values)).unwrap()}
      request={useAppSelector(selectCompany).requests.saveLogin}
      savedText={LOGIN_SAVED}
      // Passwords should not linger on screen once they have done their job.
      afterSave={() => empty}
      submitLabel="Update Login"
      busyLabel="Updating..."
    >
      <ReadOnlyField label="Login Email" value={loginEmail} />
      <PasswordChangeFields
        username={loginEmail}
        confirmationName="confirmNewPassword"
        sideBySide
        optional
      />
    </SectionForm>
  );
}
