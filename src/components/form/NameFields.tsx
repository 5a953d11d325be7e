import { useLingui } from '@lingui/react/macro';
import { Field } from './Field';

/**
 * First and last name side by side: the same two required fields on every account form
 * (registration, the confirmation's account form, the profile), labelled alike everywhere.
 */
export function NameFields() {
  const { t } = useLingui();
  return (
    <div className="row">
      <Field
        name="firstName"
        label={t`First name`}
        autoComplete="given-name"
        required
        className="col-sm-6 mb-3"
      />
      <Field
        name="lastName"
        label={t`Last name`}
        autoComplete="family-name"
        required
        className="col-sm-6 mb-3"
      />
    </div>
  );
}
