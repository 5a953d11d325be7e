import { Form as FormikForm, Formik, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { SectionCard } from '@/components/layout/SectionCard';
import { SAVE_TOAST_MS } from '@/config/constants';
import { notify } from '@/lib/notify';
import type { RequestState } from '@/lib/requestStatus';
import { FormSummary } from './FormSummary';
import { KeepDraft, type DraftProps } from './KeepDraft';
import type { LazySchema } from './lazySchema';
import { SaveRow } from './SaveRow';
import { FormikUnsavedChanges } from './UnsavedChanges';

export type SectionFormProps<Values extends FormikValues> = SectionFormBase<Values> &
  DraftProps<Values>;

interface SectionFormBase<Values extends FormikValues> {
  /** Names the form and heads its card; unsaved edits are reported under it (UnsavedChanges). */
  title: string;
  /** One line under the card's heading. */
  intro?: ReactNode;
  /** No card: the page already puts the form in a titled section of its own. */
  bare?: boolean;
  /** Read once: a later refresh of the data (another section saved) keeps what is typed. */
  initialValues: Values;
  validationSchema?: AnyObjectSchema;
  /** The rules loaded with the form's first use (lazySchema), instead of `validationSchema`. */
  checks?: LazySchema<Values>;
  /** The call; it rejects when the save fails, whose text `request.error` then holds. */
  save: (values: Values) => Promise<unknown>;
  request: Pick<RequestState, 'status' | 'error'>;
  /**
   * The failure as the visitor reads it (a traveller's RefusalMessage, worded in their
   * language); `request.error` when not given. Shown while `request.error` is set.
   */
  failure?: ReactNode;
  /** The success toast. */
  savedText: string;
  /** What the form holds once saved (passwords cleared); by default what was saved. */
  afterSave?: (values: Values) => Values;
  /** The failure as an error toast instead of an alert (the spec's code lists, section 8). */
  failureToast?: boolean;
  submitLabel: string;
  busyLabel?: string;
  /** The fields, under the form's summary. */
  children: ReactNode;
}

/**
 * A section of a page that saves on its own: fields, the spec's summary, the failure and the
 * save button (busy while the call runs), then a success toast. Typed values survive a failure;
 * after a success they count as saved, so leaving the page no longer warns.
 */
export function SectionForm<Values extends FormikValues>({
  title,
  intro,
  bare = false,
  initialValues,
  validationSchema,
  checks,
  save,
  request,
  failure,
  savedText,
  afterSave = (values) => values,
  failureToast = false,
  submitLabel,
  busyLabel,
  draft,
  draftFields,
  children,
}: SectionFormProps<Values>) {
  const form = (
    <Formik
      // Another draft (another record) is another form: never one's values under another's name.
      key={draft}
      initialValues={initialValues}
      validationSchema={validationSchema}
      validate={checks?.validate}
      onSubmit={async (values, { resetForm }) => {
        try {
          await save(values);
        } catch (reason) {
          // A text is the failure to show; anything else is a save that never started.
          if (failureToast && typeof reason === 'string') notify('error', reason, SAVE_TOAST_MS);
          return;
        }
        resetForm({ values: afterSave(values) });
        notify('success', savedText, SAVE_TOAST_MS);
      }}
    >
      <FormikForm onFocus={checks?.preload} noValidate aria-label={title}>
        <FormikUnsavedChanges name={title} />
        {draft && <KeepDraft<Values> name={draft} fields={draftFields} />}
        <FormSummary />
        {children}
        <SaveRow
          busy={request.status === 'pending'}
          error={failureToast || !request.error ? null : (failure ?? request.error)}
          busyLabel={busyLabel}
        >
          {submitLabel}
        </SaveRow>
      </FormikForm>
    </Formik>
  );
  return bare ? (
    form
  ) : (
    <SectionCard title={title} intro={intro}>
      {form}
    </SectionCard>
  );
}
