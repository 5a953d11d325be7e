import { Field } from './Field';
import { PhoneField } from './PhoneField';

/**
 * A company's contact person, as registration step 1 asks for it and the company profile edits
 * it: name, e-mail, phone (shown as xxx-xxx-xxxx) and extension, all but the extension required.
 * Columns for the form's own `.row`.
 */
export function ContactFields() {
  return (
    <>
      <Field
        name="contactName"
        label="Contact Name"
        autoComplete="name"
        required
        className="col-md-6 mb-3"
      />
      <Field
        name="contactEmail"
        label="Contact Email"
        type="email"
        autoComplete="email"
        required
        className="col-md-6 mb-3"
      />
      <PhoneField
        name="contactPhone"
        label="Contact Phone"
        required
        className="col-sm-8 col-md-6 mb-3"
      />
      <Field name="contactPhoneExtension" label="Extension" className="col-sm-4 col-md-3 mb-3" />
    </>
  );
}
