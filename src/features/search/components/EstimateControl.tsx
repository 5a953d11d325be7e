import { Suspense, useId, useRef, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { Loading } from '@/components/feedback/Loading';
import { plural } from '@/lib/format';
import type { EstimateInputs, SortOrder } from '../types';

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
  sortOrder: SortOrder;
  onSort: (order: SortOrder) => void;
  /**
   * The disclosure's form (the trip planner, composed by the page and loaded lazily: /search is
   * the traveller's first load), given the function that closes the panel.
   */
  renderForm: (close: () => void) => ReactNode;
  /** Lines under the control: the trip plan, a note about a link. */
  details?: ReactNode;
}

/**
 * "Estimate my trip" (a disclosure with the trip planner) and the results' sort order, where
 * sorting by estimated price waits for an estimate.
 */
export function EstimateControl({
  estimate,
  sortOrder,
  onSort,
  renderForm,
  details,
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
          <Suspense fallback={<Loading />}>{renderForm(close)}</Suspense>
        </div>
      )}
      <div aria-live="polite">
        {details}
        {(estimate || open) && (
          <p className="small text-body-secondary mt-2 mb-0">{estimateNote(estimate)}</p>
        )}
      </div>
    </div>
  );
}
