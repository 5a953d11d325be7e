import { Form as FormikForm, Formik } from 'formik';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { SubmitButton } from '@/components/form/SubmitButton';
import { FormikUnsavedChanges } from '@/components/form/UnsavedChanges';
import { SAVE_TOAST_MS } from '@/config/constants';
import { notify } from '@/lib/notify';
import type { CodeLabel } from '../codeLabels';
import { saveCodes, selectCompany } from '../companySlice';
import type { CodeList } from '../types';
import { CheckboxGroup } from '@/components/form/CheckboxGroup';
import { SectionCard } from '@/components/layout/SectionCard';

/** Spec section 8: the success toast of these two saves. */
export const CODES_SAVED = 'Save Successful.';

interface CodeListFormProps {
  list: CodeList;
  title: string;
  intro: string;
  labels: readonly CodeLabel[];
  saveLabel: string;
  selected: readonly number[];
}

/**
 * Highlights from the Business, Group Charter Bus Services Provided: a checkbox list saved with
 * a toast either way (3000 ms), the error toast saying the server's text.
 */
export function CodeListForm({
  list,
  title,
  intro,
  labels,
  saveLabel,
  selected,
}: CodeListFormProps) {
  const dispatch = useAppDispatch();
  const { status } = useAppSelector(selectCompany).requests.saveCodes[list];
  return (
    <SectionCard title={title} intro={intro}>
      <Formik
        initialValues={{ codes: selected.map(String) }}
        onSubmit={async (values, { resetForm }) => {
          const codes = values.codes.map(Number).sort((a, b) => a - b);
          try {
            await dispatch(saveCodes({ list, codes })).unwrap();
          } catch (error) {
            // A text is the failure to show; anything else is a save that never started.
            if (typeof error === 'string') notify('error', error, SAVE_TOAST_MS);
            return;
          }
          resetForm({ values });
          notify('success', CODES_SAVED, SAVE_TOAST_MS);
        }}
      >
        <FormikForm noValidate aria-label={title}>
          <FormikUnsavedChanges name={list} />
          <CheckboxGroup
            name="codes"
            legend={title}
            columns
            hideLegend
            options={labels.map((item) => ({ value: item.code, label: item.label }))}
          />
          <SubmitButton busy={status === 'pending'} busyLabel="Saving...">
            {saveLabel}
          </SubmitButton>
        </FormikForm>
      </Formik>
    </SectionCard>
  );
}
