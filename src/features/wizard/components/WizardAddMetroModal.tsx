import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { FormDialog } from '@/components/dialogs/FormDialog';
import { Field } from '@/components/form/Field';
import { ReadOnlyField } from '@/components/form/ReadOnlyField';
import { StateSelect } from '@/components/form/StateSelect';
import { metroLabel } from '@/features/listings/invoicePreview';
import type { MetroOption } from '@/features/listings/types';
import { formatMoney } from '@/lib/money';
import { useLastShown } from '@/lib/useLastShown';
import { blankAddress, type WizardMetroAddress } from '../metrosStep';
import { PhoneField } from '@/components/form/CompanyContactFields';

interface WizardAddMetroModalProps {
  /** The metro to add; null while the modal is closed. */
  metro: MetroOption | null;
  /** The company profile's phone, the Phone field's first value. */
  phone: string;
  busy: boolean;
  /** The save's failure (the server's text), shown in the modal. */
  error: string | null;
  onSave: (address: WizardMetroAddress) => void;
  onCancel: () => void;
}

/** The address's text fields, in order: name, label, and what browsers fill them with. */
const ADDRESS_FIELDS: readonly (readonly [keyof WizardMetroAddress, string, string])[] = [
  ['address', 'Address', 'address-line1'],
  ['addressLine', 'Address Line 2', 'address-line2'],
  ['city', 'City', 'address-level2'],
];

/**
 * A profile that arrives after the modal opened still fills the Phone, once, if nothing was
 * typed there yet; a phone cleared on purpose stays cleared.
 */
function PhoneFromProfile({ phone }: { phone: string }) {
  const { values, initialValues, setFieldValue } = useFormikContext<WizardMetroAddress>();
  const settled = useRef(initialValues.phone !== '');
  useEffect(() => {
    if (settled.current || !phone) return;
    settled.current = true;
    if (values.phone === '') void setFieldValue('phone', phone);
  }, [phone, values.phone, setFieldValue]);
  return null;
}

/**
 * Add Metro (spec section 2, /subscribers/init3): the metro, its base rate and position as they
 * are, and the listing's address and phone, editable and not validated (spec section 5); the
 * country starts blank and the phone is the company's.
 */
export function WizardAddMetroModal({
  metro,
  phone,
  busy,
  error,
  onSave,
  onCancel,
}: WizardAddMetroModalProps) {
  // Kept while the modal fades out after Cancel or Save.
  const shown = useLastShown(metro);
  if (!shown) return null;
  return (
    <FormDialog
      show={metro !== null}
      title="Add Metro"
      size="lg"
      busy={busy}
      error={error}
      formKey={shown.id}
      initialValues={blankAddress(phone)}
      submitLabel="Save"
      busyLabel="Saving..."
      onSubmit={onSave}
      onCancel={onCancel}
    >
      <PhoneFromProfile phone={phone} />
      <Row className="g-3">
        <Col sm={4}>
          <ReadOnlyField label="Metro" value={metroLabel(shown)} className="" />
        </Col>
        <Col sm={4}>
          <ReadOnlyField label="Base Rate" value={formatMoney(shown.baseRate)} className="" />
        </Col>
        <Col sm={4}>
          <ReadOnlyField label="Position" value={shown.position || '--'} className="" />
        </Col>
        {ADDRESS_FIELDS.map(([name, label, autoComplete]) => (
          <Col sm={6} key={name}>
            <Field name={name} label={label} autoComplete={autoComplete} className="" />
          </Col>
        ))}
        <Col sm={6}>
          <StateSelect
            name="state"
            label="State"
            countries={['US', 'CA']}
            autoComplete="address-level1"
            className=""
          />
        </Col>
        <Col sm={6}>
          <Field name="country" label="Country" as="select" className="">
            <option value="">Choose a country</option>
            <option value="USA">United States</option>
            <option value="CA">Canada</option>
          </Field>
        </Col>
        <Col sm={6}>
          <PhoneField name="phone" label="Phone" className="" />
        </Col>
      </Row>
    </FormDialog>
  );
}
