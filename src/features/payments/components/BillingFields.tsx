import { Field } from '@/components/form/Field';
import { Options } from '@/components/form/Options';
import { StateSelect } from '@/components/form/StateSelect';
import { BILLING_COUNTRIES, CARD_FIELD_NAMES, RECURRING_OPTIONS } from '../constants';

interface BillingFieldsProps {
  /** The arrears page bills a company by name. */
  withCompany: boolean;
  /** The payments page and the wizard set up the recurring charge (Recurring 1st only). */
  withRecurring: boolean;
}

/**
 * Who pays and where the card is billed. The state list follows the country (USA: states, DC
 * and territories; CA: provinces and territories) and starts on its first when it changes.
 */
export function BillingFields({ withCompany, withRecurring }: BillingFieldsProps) {
  return (
    <fieldset className="mb-2">
      <legend className="h6">Billing Information</legend>
      <div className="row">
        <Field
          name="firstName"
          label={CARD_FIELD_NAMES.firstName}
          autoComplete="cc-given-name"
          required
          className="col-sm-6 mb-3"
        />
        <Field
          name="lastName"
          label={CARD_FIELD_NAMES.lastName}
          autoComplete="cc-family-name"
          required
          className="col-sm-6 mb-3"
        />
      </div>
      {withCompany && (
        <Field
          name="companyName"
          label={CARD_FIELD_NAMES.companyName}
          autoComplete="organization"
          required
        />
      )}
      <Field
        name="billingAddress"
        label={CARD_FIELD_NAMES.billingAddress}
        autoComplete="billing address-line1"
        required
      />
      <div className="row">
        <Field
          name="billingCity"
          label={CARD_FIELD_NAMES.billingCity}
          autoComplete="billing address-level2"
          required
          className="col-sm-6 mb-3"
        />
        <Field
          name="billingCountry"
          label={CARD_FIELD_NAMES.billingCountry}
          as="select"
          autoComplete="billing country"
          required
          className="col-sm-6 mb-3"
        >
          <Options choices={BILLING_COUNTRIES} />
        </Field>
      </div>
      <div className="row">
        <StateSelect
          name="billingState"
          label={CARD_FIELD_NAMES.billingState}
          countryField="billingCountry"
          prompt="Choose a state or province"
          autoComplete="billing address-level1"
          required
          className="col-sm-6 mb-3"
        />
        <Field
          name="billingZip"
          label={CARD_FIELD_NAMES.billingZip}
          autoComplete="billing postal-code"
          required
          className="col-sm-6 mb-3"
        />
      </div>
      <Field
        name="email"
        label={CARD_FIELD_NAMES.email}
        type="email"
        autoComplete="email"
        required
      />
      {withRecurring && (
        <Field name="ccRecurring" label={CARD_FIELD_NAMES.ccRecurring} as="select" required>
          <Options choices={RECURRING_OPTIONS} />
        </Field>
      )}
    </fieldset>
  );
}
