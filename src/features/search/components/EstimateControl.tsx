import { lazy, Suspense, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Loading } from '@/components/feedback/Loading';
import { plural } from '@/lib/format';
import { DEFAULT_ESTIMATE_DAYS } from '../estimateInputs';
import type { EstimateInputs, SortOrder } from '../types';

// Loaded when first opened: /search is the traveller's first load (npm run size).
const EstimateForm = lazy(async () => ({
  default: (await import('./EstimateForm')).EstimateForm,
}));

const EXCLUDED =
  "Taxes, fees, driver lodging and gratuity are not included; the company's quote is what counts.";

/** The plain words every figure stands on, said once next to the control. */
export function estimateNote(estimate: EstimateInputs | null): string {
  if (!estimate) return `Estimates come from each company's posted day and mile rates. ${EXCLUDED}`;
  const { people, days, miles } = estimate;
  const trip = `${people} ${plural(people, 'person', 'people')}, ${days} ${plural(days, 'day')} and ${miles.toLocaleString('en-US')} ${plural(miles, 'mile')}`;
  return `Estimates for ${trip}, from each company's posted day and mile rates. ${EXCLUDED}`;
}

interface EstimateControlProps {
  estimate: EstimateInputs | null;
  /** The search's number of people, to start the form with. */
  people: number | null;
  sortOrder: SortOrder;
  onEstimate: (estimate: EstimateInputs | null) => void;
  onSort: (order: SortOrder) => void;
}

/**
 * "Estimate my trip" (a disclosure with people, days and miles) and the results' sort order,
 * where sorting by estimated price waits for an estimate.
 */
export function EstimateControl({
  estimate,
  people,
  sortOrder,
  onEstimate,
  onSort,
}: EstimateControlProps) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const sortId = useId();
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div className="estimate-control mb-3">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Button
          ref={toggle}
          variant={estimate ? 'primary' : 'outline-primary'}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen(!open)}
        >
          Estimate my trip
        </Button>
        <div className="estimate-sort d-flex align-items-center gap-2 ms-auto">
          <label className="text-nowrap" htmlFor={sortId}>
            Sort by
          </label>
          <select
            id={sortId}
            className="form-select w-auto"
            // Its longest choice is wider than a phone: the select shrinks and clips it instead.
            value={sortOrder}
            onChange={(event) =>
              onSort(event.target.value === 'estimate' ? 'estimate' : 'featured')
            }
          >
            <option value="featured">Featured</option>
            <option value="estimate" disabled={!estimate}>
              {estimate
                ? 'Estimated price, lowest first'
                : 'Estimated price (set an estimate first)'}
            </option>
          </select>
        </div>
      </div>
      {open && (
        <div
          id={panelId}
          className="estimate-panel card card-body mt-2"
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <Suspense fallback={<Loading />}>
            <EstimateForm
              initial={{
                people: String(estimate?.people ?? people ?? ''),
                days: String(estimate?.days ?? DEFAULT_ESTIMATE_DAYS),
                miles: estimate ? String(estimate.miles) : '',
              }}
              applied={estimate !== null}
              onApply={(inputs) => {
                onEstimate(inputs);
                close();
              }}
              onClear={() => {
                onEstimate(null);
                close();
              }}
            />
          </Suspense>
        </div>
      )}
      <div aria-live="polite">
        {(estimate || open) && (
          <p className="small text-body-secondary mt-2 mb-0">{estimateNote(estimate)}</p>
        )}
      </div>
    </div>
  );
}
