import { useEffect, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ESTIMATE_LIMITS } from '../estimateInputs';
import type { EstimateInputs } from '../types';

type Key = keyof EstimateInputs;
export type EstimateDraft = Record<Key, string>;

const FIELDS: readonly { key: Key; label: string; error: string }[] = [
  { key: 'people', label: 'People', error: 'People must be a whole number from 1 to 999' },
  { key: 'days', label: 'Days', error: 'Days must be a whole number from 1 to 14' },
  {
    key: 'miles',
    label: 'Total miles',
    error: 'Total miles must be a whole number from 0 to 5,000',
  },
];

/** A typed value as a whole number within its limits ("1,200" reads as 1200), else null. */
function readField(key: Key, typed: string): number | null {
  const digits = typed.trim().replace(/,/g, '');
  if (!/^\d{1,5}$/.test(digits)) return null;
  const value = Number(digits);
  const { min, max } = ESTIMATE_LIMITS[key];
  return value >= min && value <= max ? value : null;
}

interface EstimateFormProps {
  initial: EstimateDraft;
  /** An estimate is shown: the form offers to clear it. */
  applied: boolean;
  onApply: (inputs: EstimateInputs) => void;
  onClear: () => void;
}

/** People, days and total miles; each checked on submit, the first wrong one focused. */
export function EstimateForm({ initial, applied, onApply, onClear }: EstimateFormProps) {
  const [draft, setDraft] = useState(initial);
  const [invalid, setInvalid] = useState<ReadonlySet<Key>>(new Set());
  const baseId = useId();
  const inputs = useRef<Partial<Record<Key, HTMLInputElement | null>>>({});
  // The estimate's own code, fetched while the traveller types: ready when Show Estimates is pressed.
  useEffect(() => void import('../estimateView'), []);

  return (
    <form
      noValidate
      aria-label="Estimate my trip"
      onSubmit={(event) => {
        event.preventDefault();
        const values = {
          people: readField('people', draft.people),
          days: readField('days', draft.days),
          miles: readField('miles', draft.miles),
        };
        const wrong = FIELDS.filter(({ key }) => values[key] === null).map(({ key }) => key);
        setInvalid(new Set(wrong));
        if (wrong[0]) {
          inputs.current[wrong[0]]?.focus();
          return;
        }
        const { people, days, miles } = values;
        if (people !== null && days !== null && miles !== null) onApply({ people, days, miles });
      }}
    >
      <div className="row g-2">
        {FIELDS.map(({ key, label, error }) => {
          const id = `${baseId}-${key}`;
          const isInvalid = invalid.has(key);
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
                value={draft[key]}
                aria-invalid={isInvalid}
                aria-describedby={isInvalid ? `${id}-error` : undefined}
                onChange={(event) => {
                  setDraft({ ...draft, [key]: event.target.value });
                  if (isInvalid) setInvalid(new Set([...invalid].filter((item) => item !== key)));
                }}
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
      <div className="d-flex flex-wrap gap-2 mt-3">
        <Button type="submit">Show Estimates</Button>
        {applied && (
          <Button variant="outline-secondary" onClick={onClear}>
            Clear Estimate
          </Button>
        )}
      </div>
    </form>
  );
}
