import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { SectionForm } from '@/components/form/SectionForm';
import type { CodeLabel } from '../codeLabels';
import { saveCodes, selectCompany } from '../companySlice';
import type { CodeList } from '../types';
import { CheckboxGroup } from '@/components/form/CheckboxGroup';

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
  return (
    <SectionForm
      title={title}
      intro={intro}
      initialValues={{ codes: selected.map(String) }}
      save={(values) =>
        dispatch(
          saveCodes({ list, codes: values.codes.map(Number).sort((a, b) => a - b) }),
        ).unwrap()
      }
      request={useAppSelector(selectCompany).requests.saveCodes[list]}
      savedText={CODES_SAVED}
      failureToast
      submitLabel={saveLabel}
      draft={`company-${list}`}
      draftFields={['codes']}
    >
      <CheckboxGroup
        name="codes"
        legend={title}
        columns
        hideLegend
        options={labels.map((item) => ({ value: item.code, label: item.label }))}
      />
    </SectionForm>
  );
}
