import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Field } from '@/components/form/Field';
import { lazySchema } from '@/components/form/lazySchema';
import { SectionForm } from '@/components/form/SectionForm';
import { saveListingName, selectListingEdit } from '../listingEditSlice';
import type { ListingNameValues } from '../types';
import { ReportValues } from './ReportValues';

// The rules (Yup) load with the form's first use, not with the screen.
const listingNameChecks = lazySchema<ListingNameValues>(
  async () => (await import('../schemas')).listingNameSchema,
);

export const LISTING_NAME_SAVED = 'Your listing name has been saved.';

interface ListingNameFormProps {
  companyMetroId: number;
  alias: string;
  /** Each keystroke, for the preview. */
  onChange: (values: ListingNameValues) => void;
}

/** The company name travellers see on this listing (POST /subscribers/listings/edit/company). */
export function ListingNameForm({ companyMetroId, alias, onChange }: ListingNameFormProps) {
  const dispatch = useAppDispatch();
  return (
    <SectionForm<ListingNameValues>
      title="Listing Name"
      intro="The company name shown on this listing only. Your other listings keep their own."
      initialValues={{ name: alias }}
      checks={listingNameChecks}
      save={(values) => dispatch(saveListingName({ companyMetroId, name: values.name })).unwrap()}
      request={useAppSelector(selectListingEdit).requests.saveListingName}
      savedText={LISTING_NAME_SAVED}
      afterSave={(values) => ({ name: values.name.trim() })}
      submitLabel="Save Name"
      draft={`listing-${companyMetroId}-name`}
      draftFields={['name']}
    >
      <ReportValues onChange={onChange} />
      <Field name="name" label="Company Name" required autoComplete="organization" />
    </SectionForm>
  );
}
