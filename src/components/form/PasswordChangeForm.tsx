import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { Field } from './Field';
import { PasswordFields } from './PasswordFields';
import { SectionForm, type SectionFormProps } from './SectionForm';

/** The one text after a password change, the company's login or a traveller's. */
export const LOGIN_SAVED = msg`Your login information has been updated.`;

interface PasswordChangeFormProps<Values extends FormikValues> extends Pick<
  SectionFormProps<Values>,
  'title' | 'bare' | 'checks' | 'validationSchema' | 'save' | 'request' | 'failure'
> {
  /** The form as it starts, and again once saved. */
  empty: Values;
  /** The account's login, for password managers (a hidden field). */
  username: string;
  confirmationName: keyof Values & string;
  sideBySide?: boolean;
  /** The company may save its login section without changing the password. */
  optional?: boolean;
  /** Shown above the passwords (the company's login e-mail). */
  children?: ReactNode;
}

/**
 * A change of password as a section that saves on its own (the company's login, a traveller's):
 * the current password, then the new one twice. The fields are emptied once saved: passwords
 * should not linger on screen once they have done their job. It keeps no draft (SectionForm's
 * `draft`): a password is never written to storage, and a reload empties the fields.
 */
export function PasswordChangeForm<Values extends FormikValues>({
  empty,
  username,
  confirmationName,
  sideBySide,
  optional,
  children,
  ...section
}: PasswordChangeFormProps<Values>) {
  const { t, i18n } = useLingui();
  return (
    <SectionForm
      {...section}
      initialValues={empty}
      savedText={i18n._(LOGIN_SAVED)}
      afterSave={() => empty}
      submitLabel={t`Update Login`}
      busyLabel={t`Updating...`}
    >
      {children}
      {/* Lets password managers tie the new password to the right account. */}
      <input type="text" name="username" value={username} autoComplete="username" readOnly hidden />
      <Field
        name="currentPassword"
        label={t`Current Password`}
        type="password"
        autoComplete="current-password"
        required
      />
      <PasswordFields
        name="newPassword"
        label={t`New Password`}
        confirmationName={confirmationName}
        confirmationLabel={t`Confirm New Password`}
        sideBySide={sideBySide}
        optional={optional}
      />
    </SectionForm>
  );
}
