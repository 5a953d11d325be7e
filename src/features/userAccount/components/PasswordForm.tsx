import { useLingui } from '@lingui/react/macro';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PasswordChangeForm } from '@/components/form/PasswordChangeForm';
import { passwordSchema } from '../schemas';
import type { PasswordValues } from '../types';
import { savePassword, selectUserAccount } from '../userAccountSlice';

const empty: PasswordValues = { currentPassword: '', newPassword: '', confirmationPassword: '' };

/** The login edit: current password, then the new one twice. */
export function PasswordForm({ email }: { email: string }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  return (
    <PasswordChangeForm
      title={t`Login information`}
      bare
      empty={empty}
      validationSchema={passwordSchema}
      save={(values) => dispatch(savePassword(values)).unwrap()}
      request={useAppSelector(selectUserAccount).requests.savePassword}
      username={email}
      confirmationName="confirmationPassword"
    />
  );
}
