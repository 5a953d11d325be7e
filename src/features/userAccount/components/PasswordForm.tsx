import { useLingui } from '@lingui/react/macro';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { RefusalMessage } from '@/components/feedback/RefusalMessage';
import { PasswordChangeForm } from '@/components/form/PasswordChangeForm';
import { PASSWORD_REFUSAL } from '../refusals';
import { passwordSchema } from '../schemas';
import type { PasswordValues } from '../types';
import { savePassword, selectUserAccount } from '../userAccountSlice';

const empty: PasswordValues = { currentPassword: '', newPassword: '', confirmationPassword: '' };

/** The login edit: current password, then the new one twice. */
export function PasswordForm({ email }: { email: string }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const request = useAppSelector(selectUserAccount).requests.savePassword;
  return (
    <PasswordChangeForm
      title={t`Login information`}
      bare
      empty={empty}
      validationSchema={passwordSchema}
      save={(values) => dispatch(savePassword(values)).unwrap()}
      request={request}
      failure={<RefusalMessage words={PASSWORD_REFUSAL} refusal={request.refusal} />}
      username={email}
      confirmationName="confirmationPassword"
    />
  );
}
