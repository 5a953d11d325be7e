import { Form as FormikForm, Formik } from 'formik';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Alert } from '@/components/feedback/Alert';
import { Field } from '@/components/form/Field';
import { FormSummary } from '@/components/form/FormSummary';
import { FormikSubmitButton } from '@/components/form/FormikSubmitButton';
import { dashedPhone, PhoneField } from '@/components/form/PhoneField';
import { StateSelect } from '@/components/form/StateSelect';
import { FormikUnsavedChanges } from '@/components/form/UnsavedChanges';
import { lazySchema } from '@/components/form/lazySchema';
import { SectionCard } from '@/components/layout/SectionCard';
import { SAVE_TOAST_MS } from '@/config/constants';
import { notify } from '@/lib/notify';
import { saveListingContact, selectListingEdit } from '../listingEditSlice';
import type { ListingContactValues, ListingEditData } from '../types';
import { ReportValues } from './ReportValues';

// The rules (Yup) load with the form's first use, not with the screen.
const listingContactChecks = lazySchema<ListingContactValues>(
  async () => (await import('../schemas')).listingContactSchema,
);

export const LISTING_CONTACT_SAVED = 'Your listing contact details have been saved.';

/**
 * The form's values of a listing. The phone starts as the field shows it (xxx-xxx-xxxx), or
 * the field's own formatting would count as an unsaved edit.
 */
export function contactValuesOf(listing: ListingEditData): ListingContactValues {
  return {
    email: listing.email,
    phone: dashedPhone(listing.phone),
    website: listing.website,
    description: listing.description,
    address: listing.address1,
    city: listing.city,
    state: listing.state,
    zip: listing.zip,
  };
}

interface ListingContactFormProps {
  companyMetroId: number;
  listing: ListingEditData;
  /** Each keystroke, for the preview. */
  onChange: (values: ListingContactValues) => void;
}

/** Listing contact edit (spec section 5): how travellers reach the company from this listing. */
export function ListingContactForm({ companyMetroId, listing, onChange }: ListingContactFormProps) {
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector(selectListingEdit).requests.saveListingContact;
  return (
    <SectionCard
      title="Contact"
      intro="What travellers read and use to reach you from this listing."
    >
      <Formik
        // Read once: a later save elsewhere on the page does not wipe what is typed here.
        initialValues={contactValuesOf(listing)}
        validate={listingContactChecks.validate}
        onSubmit={async (values, { resetForm }) => {
          try {
            await dispatch(saveListingContact({ companyMetroId, values })).unwrap();
          } catch {
            return;
          }
          resetForm({ values });
          notify('success', LISTING_CONTACT_SAVED, SAVE_TOAST_MS);
        }}
      >
        <FormikForm onFocus={listingContactChecks.preload} noValidate aria-label="Contact">
          <FormikUnsavedChanges name="listingContact" />
          <ReportValues onChange={onChange} />
          <FormSummary />
          <div className="row">
            <Field
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              className="col-md-6 mb-3"
            />
            <PhoneField name="phone" label="Phone" className="col-md-6 mb-3" />
          </div>
          <Field
            name="website"
            label="Website"
            autoComplete="url"
            placeholder="https://www.example.com"
          />
          <Field name="description" label="Description" as="textarea" rows={5} />
          <div className="row">
            <Field
              name="address"
              label="Address"
              required
              autoComplete="street-address"
              className="col-12 mb-3"
            />
            <Field
              name="city"
              label="City"
              required
              autoComplete="address-level2"
              className="col-md-5 mb-3"
            />
            <StateSelect name="state" label="State" required className="col-sm-6 col-md-4 mb-3" />
            <Field
              name="zip"
              label="Zip"
              required
              autoComplete="postal-code"
              className="col-sm-6 col-md-3 mb-3"
            />
          </div>
          {error && (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          )}
          <FormikSubmitButton busy={status === 'pending'} busyLabel="Saving...">
            Save Contact
          </FormikSubmitButton>
        </FormikForm>
      </Formik>
    </SectionCard>
  );
}
