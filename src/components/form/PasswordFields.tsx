import { useLingui } from '@lingui/react/macro';
import { PASSWORD_MIN_LENGTH } from '@/config/constants';
import { Field } from './Field';

interface PasswordFieldsProps {
  /** The new password's field and label ("password" / "Password" unless told otherwise). */
  name?: string;
  label?: string;
  confirmationName?: string;
  confirmationLabel?: string;
  /** Side by side from sm up (a wide form), else one under the other. */
  sideBySide?: boolean;
  /** A change of password the user may skip (the company login): not required, and says so. */
  optional?: boolean;
}

/**
 * A new password and its confirmation, both required, with the minimum length said up front.
 * Their rules and texts are `passwordRule` and `confirmationRule` (lib/schemaRules).
 */
export function PasswordFields({
  name = 'password',
  label,
  confirmationName = 'confirmationPassword',
  confirmationLabel,
  sideBySide = false,
  optional = false,
}: PasswordFieldsProps) {
  const { t } = useLingui();
  const className = sideBySide ? 'col-sm-6 mb-3' : undefined;
  const fields = (
    <>
      <Field
        name={name}
        label={label ?? t`Password`}
        type="password"
        autoComplete="new-password"
        help={
          optional
            ? t`At least ${PASSWORD_MIN_LENGTH} characters. Leave empty to keep your password.`
            : t`At least ${PASSWORD_MIN_LENGTH} characters.`
        }
        required={!optional}
        className={className}
      />
      <Field
        name={confirmationName}
        label={confirmationLabel ?? t`Confirm Password`}
        type="password"
        autoComplete="new-password"
        required={!optional}
        className={className}
      />
    </>
  );
  return sideBySide ? <div className="row">{fields}</div> : fields;
}
