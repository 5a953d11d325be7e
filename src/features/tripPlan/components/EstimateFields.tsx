import { useId, type RefObject } from 'react';
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
      {ESTIMATE_FIELDS.map(({ key, label, error }) => {
        const id = `${baseId}-${key}`;
        const isInvalid = invalid.includes(key);
        return (
          <div className="col-4" key={key}>
            <label className="form-label" htmlFor={id}>
              {label}
            </label>
            <input
              ref={(element) => {
                inputs.current[key] = element;
              }}
              id={id}
              className={`form-control ${isInvalid ? 'is-invalid' : ''}`}
              inputMode="numeric"
              autoComplete="off"
              maxLength={5}
              value={values[key]}
              aria-invalid={isInvalid}
              aria-describedby={isInvalid ? `${id}-error` : undefined}
              onChange={(event) => onType(key, event.target.value)}
            />
            {isInvalid && (
              <div className="invalid-feedback" id={`${id}-error`}>
                {error}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
