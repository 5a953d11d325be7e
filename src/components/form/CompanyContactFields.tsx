import { useLingui } from '@lingui/react/macro';
import { useField } from 'formik';
import { useEffect } from 'react';
import { Field } from './Field';
import { StateSelect } from './StateSelect';

// How to reach a company: its phone fields, its address and its contact person, as registration
// step 1 asks for them and the company profile, a listing's contact and the setup wizard's metro
// edit them. One module: one small file to load, not three.

/** Digits as typed, shown xxx-xxx-xxxx (spec: company phone); more than ten digits stay as typed. */
export function dashedPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length > 10) return value;
  if (digits.length > 6) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  if (digits.length > 3) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return digits;
}

interface PhoneFieldProps {
  name: string;
  label: string;
  required?: boolean;
  className?: string;
}

/**
 * A phone number field that shows what is typed as xxx-xxx-xxxx. The formatting follows the
 * value (a paste, a restored draft) rather than intercepting keys, so the caret and screen
 * readers behave as in any text field.
 */
export function PhoneField({ name, label, required = false, className }: PhoneFieldProps) {
  const [field, , helpers] = useField<string>(name);
  const value = field.value ?? '';
  useEffect(() => {
    const dashed = dashedPhone(value);
    if (dashed !== value) void helpers.setValue(dashed, false);
  }, [value, helpers]);
  return (
    <Field
      name={name}
      label={label}
      type="tel"
      autoComplete="tel-national"
      placeholder="xxx-xxx-xxxx"
      required={required}
      className={className}
    />
  );
}

/** A field whose name and label differ by form ("street" / "Street", "zipCode" / "Zip Code"). */
interface Named {
  name: string;
  label: string;
}

interface AddressFieldsProps {
  street: Named;
  /** A second street line (the registration's). */
  line2?: Named;
  zip?: Named;
  /** Only these states (a server's list), in its order. */
  states?: readonly string[];
}

/**
 * A US postal address, every part required: columns for the form's own `.row`, with the
 * autofill tokens a browser needs to fill them in one go.
 */
export function AddressFields({ street, line2, zip, states }: AddressFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <Field
        {...street}
        required
        autoComplete={line2 ? 'address-line1' : 'street-address'}
        className={line2 ? 'col-md-6 mb-3' : 'col-12 mb-3'}
      />
      {line2 && <Field {...line2} autoComplete="address-line2" className="col-md-6 mb-3" />}
      <Field
        name="city"
        label={t`City`}
        required
        autoComplete="address-level2"
        className="col-md-5 mb-3"
      />
      <StateSelect
        name="state"
        label={t`State`}
        required
        only={states}
        autoComplete="address-level1"
        className="col-sm-6 col-md-4 mb-3"
      />
      <Field
        {...(zip ?? { name: 'zip', label: t`Zip` })}
        required
        autoComplete="postal-code"
        className="col-sm-6 col-md-3 mb-3"
      />
    </>
  );
}

/**
 * A company's contact person, as registration step 1 asks for it and the company profile edits
 * it: name, e-mail, phone (shown as xxx-xxx-xxxx) and extension, all but the extension required.
 * Columns for the form's own `.row`.
 */
export function ContactPersonFields() {
  const { t } = useLingui();
  return (
    <>
      <Field
        name="contactName"
        label={t`Contact Name`}
        autoComplete="name"
        required
        className="col-md-6 mb-3"
      />
      <Field
        name="contactEmail"
        label={t`Contact Email`}
        type="email"
        autoComplete="email"
        required
        className="col-md-6 mb-3"
      />
      <PhoneField
        name="contactPhone"
        label={t`Contact Phone`}
        required
        className="col-sm-8 col-md-6 mb-3"
      />
      <Field name="contactPhoneExtension" label={t`Extension`} className="col-sm-4 col-md-3 mb-3" />
    </>
  );
}
