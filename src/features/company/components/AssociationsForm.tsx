import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { SectionForm } from '@/components/form/SectionForm';
import { saveAssociations, selectCompany } from '../companySlice';
import type { AssociationGroup } from '../types';
import { CheckboxGroup } from '@/components/form/CheckboxGroup';

export const ASSOCIATIONS_SAVED = 'Your association memberships have been saved.';

interface AssociationsFormProps {
  groups: readonly AssociationGroup[];
  selected: readonly number[];
}

/** Company Details: association memberships (National, State and Regional) and certifications. */
export function AssociationsForm({ groups, selected }: AssociationsFormProps) {
  const dispatch = useAppDispatch();
  const offered = new Set(groups.flatMap((group) => group.items.map((item) => item.id)));
  // Memberships the list no longer offers stay as they were on file.
  const kept = selected.filter((id) => !offered.has(id));

  return (
    <SectionForm
      title="Company Details"
      intro="The associations you belong to and the certifications you hold."
      initialValues={{ selected: selected.map(String) }}
      save={(values) =>
        dispatch(
          saveAssociations([...kept, ...values.selected.map(Number)].sort((a, b) => a - b)),
        ).unwrap()
      }
      request={useAppSelector(selectCompany).requests.saveAssociations}
      savedText={ASSOCIATIONS_SAVED}
      submitLabel="Save Company Details"
      draft="company-associations"
      draftFields={['selected']}
    >
      {groups.map((group) => (
        <CheckboxGroup
          key={group.name}
          name="selected"
          legend={group.name}
          options={group.items.map((item) => ({ value: item.id, label: item.name }))}
        />
      ))}
    </SectionForm>
  );
}
