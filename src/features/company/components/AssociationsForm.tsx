import { Form as FormikForm, Formik } from 'formik';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Alert } from '@/components/feedback/Alert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { FormikUnsavedChanges } from '@/components/form/UnsavedChanges';
import { SAVE_TOAST_MS } from '@/config/constants';
import { notify } from '@/lib/notify';
import { saveAssociations, selectCompany } from '../companySlice';
import type { AssociationGroup } from '../types';
import { CheckboxGroup } from '@/components/form/CheckboxGroup';
import { SectionCard } from '@/components/layout/SectionCard';

export const ASSOCIATIONS_SAVED = 'Your association memberships have been saved.';

interface AssociationsFormProps {
  groups: readonly AssociationGroup[];
  selected: readonly number[];
}

/** Company Details: association memberships (National, State and Regional) and certifications. */
export function AssociationsForm({ groups, selected }: AssociationsFormProps) {
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector(selectCompany).requests.saveAssociations;
  const offered = new Set(groups.flatMap((group) => group.items.map((item) => item.id)));

  return (
    <SectionCard
      title="Company Details"
      intro="The associations you belong to and the certifications you hold."
    >
      <Formik
        initialValues={{ selected: selected.map(String) }}
        onSubmit={async (values, { resetForm }) => {
          // Memberships the list no longer offers stay as they were on file.
          const kept = selected.filter((id) => !offered.has(id));
          const chosen = [...kept, ...values.selected.map(Number)].sort((a, b) => a - b);
          try {
            await dispatch(saveAssociations(chosen)).unwrap();
          } catch {
            return;
          }
          resetForm({ values });
          notify('success', ASSOCIATIONS_SAVED, SAVE_TOAST_MS);
        }}
      >
        <FormikForm noValidate aria-label="Company Details">
          <FormikUnsavedChanges name="associations" />
          {groups.map((group) => (
            <CheckboxGroup
              key={group.name}
              name="selected"
              legend={group.name}
              options={group.items.map((item) => ({ value: item.id, label: item.name }))}
            />
          ))}
          {error && (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          )}
          <SubmitButton busy={status === 'pending'} busyLabel="Saving...">
            Save Company Details
          </SubmitButton>
        </FormikForm>
      </Formik>
    </SectionCard>
  );
}
