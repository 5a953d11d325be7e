import { Field } from './Field';
import { StateSelect } from './StateSelect';

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
export function AddressFields({
  street,
  line2,
  zip = { name: 'zip', label: 'Zip' },
  states,
}: AddressFieldsProps) {
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
        label="City"
        required
        autoComplete="address-level2"
        className="col-md-5 mb-3"
      />
      <StateSelect
        name="state"
        label="State"
        required
        only={states}
        autoComplete="address-level1"
        className="col-sm-6 col-md-4 mb-3"
      />
      <Field {...zip} required autoComplete="postal-code" className="col-sm-6 col-md-3 mb-3" />
    </>
  );
}
