import { useId, type RefObject } from 'react';
import { PlainField } from '@/components/form/PlainField';
import { ESTIMATE_FIELDS, type EstimateKey } from '@/features/search/estimateFields';

interface EstimateFieldsProps {
  values: Record<EstimateKey, string>;
  invalid: readonly EstimateKey[];
  /** Filled with the inputs, for the form to focus the first wrong one. */
  inputs: RefObject<Partial<Record<string, HTMLInputElement | null>>>;
  onType: (key: EstimateKey, value: string) => void;
}

/** People, days and total miles: what the estimate is made from (days and miles filled in by the plan). */
export function EstimateFields({ values, invalid, inputs, onType }: EstimateFieldsProps) {
  const baseId = useId();
  return (
    <div className="row g-2">
      {ESTIMATE_FIELDS.map(({ key, label, error }) => (
        <PlainField
          key={key}
          id={`${baseId}-${key}`}
          label={label}
          error={invalid.includes(key) ? error : null}
          className="col-4"
          inputRef={(element) => {
            inputs.current[key] = element;
          }}
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          value={values[key]}
          onChange={(event) => onType(key, event.target.value)}
        />
      ))}
    </div>
  );
}
