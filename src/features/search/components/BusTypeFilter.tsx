import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { namedChoices, Options } from '@/components/form/Options';
import { vocabularyName } from '@/lib/i18n/vocabulary';
import type { BusType } from '../types';

interface BusTypeFilterProps {
  busTypes: readonly BusType[];
  selected: number | null;
  onChange: (busTypeId: number | null) => void;
}

/** All bus types, or one: applied at once, on the results already loaded. */
export function BusTypeFilter({ busTypes, selected, onChange }: BusTypeFilterProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div>
      <label className="form-label" htmlFor={id}>
        {t`Bus Type`}
      </label>
      <select
        className="form-select"
        id={id}
        value={selected ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{t`All Bus Types`}</option>
        <Options choices={namedChoices(busTypes, (name) => vocabularyName('busType', name))} />
      </select>
    </div>
  );
}
