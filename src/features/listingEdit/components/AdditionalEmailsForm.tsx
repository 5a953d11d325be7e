import { FieldArray, Form as FormikForm, Formik, type FieldArrayRenderProps } from 'formik';
import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
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
  const { status, error } = useAppSelector(selectListingEdit).requests.saveListingEmails;
  return (
    <SectionCard
      title="Additional Emails"
      intro="Other people at your company who receive this listing's emails."
    >
      <Formik<ListingEmailsValues>
        initialValues={{ additionalEmails: emails.map((email) => ({ ...email })) }}
        validate={listingEmailsChecks.validate}
        onSubmit={async (values, { resetForm }) => {
          try {
            await dispatch(
              saveListingEmails({ companyMetroId, emails: values.additionalEmails }),
            ).unwrap();
          } catch {
            return;
          }
          resetForm({ values });
          notify('success', LISTING_EMAILS_SAVED, SAVE_TOAST_MS);
        }}
      >
        {({ values }) => (
          <FormikForm
            onFocus={listingEmailsChecks.preload}
            noValidate
            aria-label="Additional Emails"
          >
            <FormikUnsavedChanges name="listingEmails" />
            <FormSummary />
            <FieldArray name="additionalEmails">
              {(helpers) => <EmailRows rows={values.additionalEmails} helpers={helpers} />}
            </FieldArray>
            {error && (
              <Alert variant="danger" role="alert">
                {error}
              </Alert>
            )}
            <div>
              <FormikSubmitButton busy={status === 'pending'} busyLabel="Saving...">
                Save Emails
              </FormikSubmitButton>
            </div>
          </FormikForm>
        )}
      </Formik>
    </SectionCard>
  );
}

interface EmailRowsProps {
  rows: readonly AdditionalEmail[];
  helpers: FieldArrayRenderProps;
}

/** The rows, each removable, and the button that adds one. */
function EmailRows({ rows, helpers }: EmailRowsProps) {
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
              onClick={() => {
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
