import { Form as FormikForm, Formik } from 'formik';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Alert } from '@/components/feedback/Alert';
import { Field } from '@/components/form/Field';
import { FormSummary } from '@/components/form/FormSummary';
import { FormikSubmitButton } from '@/components/form/FormikSubmitButton';
import { FormikUnsavedChanges } from '@/components/form/UnsavedChanges';
import { lazySchema } from '@/components/form/lazySchema';
import { SectionCard } from '@/components/layout/SectionCard';
import { SAVE_TOAST_MS } from '@/config/constants';
import { notify } from '@/lib/notify';
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
  const { status, error } = useAppSelector(selectListingEdit).requests.saveListingName;
  return (
    <SectionCard
      title="Listing Name"
      intro="The company name shown on this listing only. Your other listings keep their own."
    >
      <Formik<ListingNameValues>
        initialValues={{ name: alias }}
        validate={listingNameChecks.validate}
        onSubmit={async (values, { resetForm }) => {
          try {
            await dispatch(saveListingName({ companyMetroId, name: values.name })).unwrap();
          } catch {
            return; // The failure shows below; nothing typed is lost.
          }
          resetForm({ values: { name: values.name.trim() } });
          notify('success', LISTING_NAME_SAVED, SAVE_TOAST_MS);
        }}
      >
        <FormikForm onFocus={listingNameChecks.preload} noValidate aria-label="Listing Name">
          <FormikUnsavedChanges name="listingName" />
          <ReportValues onChange={onChange} />
          <FormSummary />
          <Field name="name" label="Company Name" required autoComplete="organization" />
          {error && (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          )}
          <FormikSubmitButton busy={status === 'pending'} busyLabel="Saving...">
            Save Name
          </FormikSubmitButton>
        </FormikForm>
      </Formik>
    </SectionCard>
  );
}
