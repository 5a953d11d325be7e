import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PasswordChangeFields } from '@/components/form/PasswordFields';
import { SectionForm } from '@/components/form/SectionForm';
import { passwordSchema } from '../schemas';
import type { PasswordValues } from '../types';
import { savePassword, selectUserAccount } from '../userAccountSlice';

export const PASSWORD_SAVED = 'Your login information has been updated.';

const empty: PasswordValues = { currentPassword: '', newPassword: '', confirmationPassword: '' };

/** The login edit: current password, then the new one twice. */
export function PasswordForm({ email }: { email: string }) {
  const dispatch = useAppDispatch();
  return (
    <SectionForm
      title="Login information"
      bare
      initialValues={empty}
      validationSchema={passwordSchema}
      save={(values) => dispatch(savePassword(values)).unwrap()}
      request={useAppSelector(selectUserAccount).requests.savePassword}
      savedText={PASSWORD_SAVED}
      // Passwords should not linger on screen once they have done their job.
      afterSave={() => empty}
      submitLabel="Update Login"
      busyLabel="Updating..."
    >
      <PasswordChangeFields username={email} confirmationName="confirmationPassword" />
    </SectionForm>
  );
}
