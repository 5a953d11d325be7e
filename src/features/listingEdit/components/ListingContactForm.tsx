import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AddressFields, dashedPhone, PhoneField } from '@/components/form/CompanyContactFields';
import { Field } from '@/components/form/Field';
import { lazySchema } from '@/components/form/lazySchema';
import { SectionForm } from '@/components/form/SectionForm';
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
  return (
    <SectionForm
      title="Contact"
      intro="What travellers read and use to reach you from this listing."
      initialValues={contactValuesOf(listing)}
      checks={listingContactChecks}
      save={(values) => dispatch(saveListingContact({ companyMetroId, values })).unwrap()}
      request={useAppSelector(selectListingEdit).requests.saveListingContact}
      savedText={LISTING_CONTACT_SAVED}
      submitLabel="Save Contact"
      draft={`listing-${companyMetroId}-contact`}
      draftFields={['email', 'phone', 'website', 'description', 'address', 'city', 'state', 'zip']}
    >
      <ReportValues onChange={onChange} />
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
        <AddressFields street={{ name: 'address', label: 'Address' }} />
      </div>
    </SectionForm>
  );
}
