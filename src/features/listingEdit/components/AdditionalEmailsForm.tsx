import { FieldArray, useFormikContext, type FieldArrayRenderProps } from 'formik';
import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Field } from '@/components/form/Field';
import { lazySchema } from '@/components/form/lazySchema';
import { SectionForm } from '@/components/form/SectionForm';
import { isRepeatClick } from '@/lib/repeatClick';
import { saveListingEmails, selectListingEdit } from '../listingEditSlice';
import type { AdditionalEmail, ListingEmailsValues } from '../types';

// The rules (Yup) load with the form's first use, not with the screen.
const listingEmailsChecks = lazySchema<ListingEmailsValues>(
  async () => (await import('../schemas')).listingEmailsSchema,
);

export const LISTING_EMAILS_SAVED = 'Your additional emails have been saved.';
export const NO_ADDITIONAL_EMAILS = 'There are no additional emails for this listing.';

const EMPTY: AdditionalEmail = { name: '', emailAddress: '' };

interface AdditionalEmailsFormProps {
  companyMetroId: number;
  emails: readonly AdditionalEmail[];
}

/** Additional emails (POST /subscribers/listings/edit/emails): the whole list saves at once. */
export function AdditionalEmailsForm({ companyMetroId, emails }: AdditionalEmailsFormProps) {
  const dispatch = useAppDispatch();
  return (
    <SectionForm<ListingEmailsValues>
      title="Additional Emails"
      intro="Other people at your company who receive this listing's emails."
      initialValues={{ additionalEmails: emails.map((email) => ({ ...email })) }}
      checks={listingEmailsChecks}
      save={(values) =>
        dispatch(saveListingEmails({ companyMetroId, emails: values.additionalEmails })).unwrap()
      }
      request={useAppSelector(selectListingEdit).requests.saveListingEmails}
      savedText={LISTING_EMAILS_SAVED}
      submitLabel="Save Emails"
      draft={`listing-${companyMetroId}-emails`}
      draftFields={['additionalEmails']}
    >
      <FieldArray name="additionalEmails">
        {(helpers) => <EmailRows helpers={helpers} />}
      </FieldArray>
    </SectionForm>
  );
}

/** The rows, each removable, and the button that adds one. */
function EmailRows({ helpers }: { helpers: FieldArrayRenderProps }) {
  const rows = useFormikContext<ListingEmailsValues>().values.additionalEmails;
  const listRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // Where keyboard focus goes once the rows have changed: a new row's name, or after a removal
  // the row before (or Add when none is left).
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    if (focusRow.current === null) return;
    const row = listRef.current?.querySelectorAll('fieldset')[focusRow.current];
    (row?.querySelector('input') ?? addRef.current)?.focus();
    focusRow.current = null;
  });

  return (
    <div ref={listRef}>
      {rows.length === 0 && <p className="text-muted">{NO_ADDITIONAL_EMAILS}</p>}
      {rows.map((_, index) => (
        // Index keys: rows have no id, and every input is controlled by its path.
        <fieldset key={index} className="row align-items-start">
          <legend className="visually-hidden">Additional email {index + 1}</legend>
          <EmailRow index={index} />
          <div className="col-md-2 mb-3 pt-md-4 mt-md-2">
            <Button
              variant="outline-danger"
              aria-label={`Remove additional email ${index + 1}`}
              onClick={(event) => {
                if (isRepeatClick(event)) return;
                helpers.remove(index);
                focusRow.current = index - 1;
              }}
            >
              Remove
            </Button>
          </div>
        </fieldset>
      ))}
      <Button
        ref={addRef}
        variant="outline-primary"
        className="mb-3"
        onClick={() => {
          helpers.push({ ...EMPTY });
          focusRow.current = rows.length;
        }}
      >
        + Add Email
      </Button>
    </div>
  );
}

/** One row's two fields. */
function EmailRow({ index }: { index: number }) {
  return (
    <>
      <Field
        name={`additionalEmails.${index}.name`}
        label="Name"
        required
        className="col-md-4 mb-3"
      />
      <Field
        name={`additionalEmails.${index}.emailAddress`}
        label="Email Address"
        type="email"
        required
        className="col-md-6 mb-3"
      />
    </>
  );
}
