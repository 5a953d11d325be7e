import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PasswordChangeForm } from '@/components/form/PasswordChangeForm';
import { ReadOnlyField } from '@/components/form/ReadOnlyField';
import { lazySchema } from '@/components/form/lazySchema';
import { saveLogin, selectCompany } from '../companySlice';
import type { LoginValues } from '../types';

// The rules (Yup) load with the form's first use, not with the screen.
const loginChecks = lazySchema<LoginValues>(async () => (await import('../schemas')).loginSchema);

const empty: LoginValues = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/** Login Information: the login e-mail (read-only) and a password change. */
export function LoginForm({ loginEmail }: { loginEmail: string }) {
  const dispatch = useAppDispatch();
  return (
    <PasswordChangeForm
      title="Login Information"
      empty={empty}
      checks={loginChecks}
      save={(values) => dispatch(saveLogin(values)).unwrap()}
      request={useAppSelector(selectCompany).requests.saveLogin}
      username={loginEmail}
      confirmationName="confirmNewPassword"
      sideBySide
      optional
    >
      <ReadOnlyField label="Login Email" value={loginEmail} />
    </PasswordChangeForm>
  );
}
