import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Field } from '@/components/form/Field';
import { SectionForm } from '@/components/form/SectionForm';
import { saveListingName, selectListingEdit } from '../listingEditSlice';
import { listingNameSchema } from '../schemas';
import type { ListingNameValues } from '../types';
import { ReportValues } from './ReportValues';

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
      validationSchema={listingNameSchema}
      save={(values) => dispatch(saveListingName({ companyMetroId, name: values.name })).unwrap()}
      request={useAppSelector(selectListingEdit).requests.saveListingName}
      savedText={LISTING_NAME_SAVED}
      afterSave={(values) => ({ name: values.name.trim() })}
      submitLabel="Save Name"
    >
      <ReportValues onChange={onChange} />
      <Field name="name" label="Company Name" required autoComplete="organization" />
    </SectionForm>
  );
}
