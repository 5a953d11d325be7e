import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useId, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { Loading } from '@/components/feedback/Loading';
import type { EstimateInputs, SortOrder } from '../types';

interface EstimateControlProps {
  estimate: EstimateInputs | null;
  sortOrder: SortOrder;
  onSort: (order: SortOrder) => void;
  /**
   * The disclosure's form (the trip planner, composed by the page and loaded lazily: /search is
   * the traveller's first load), given the function that closes the panel.
   */
  renderForm: (close: () => void) => ReactNode;
  /** Lines under the control: the trip plan and what the estimates stand on. */
  details?: ReactNode;
  /** Under the lines, not announced as they change: the trip plan's route map. */
  after?: ReactNode;
}

/**
 * "Estimate my trip" (a disclosure with the trip planner) and the results' sort order, where
 * sorting by estimated price waits for an estimate; the nearest base first needs none.
 */
export function EstimateControl({
  estimate,
  sortOrder,
  onSort,
  renderForm,
  details,
  after,
}: EstimateControlProps) {
  const [open, setOpen] = useState(false);
  const toggleId = useId();
  const panelId = useId();
  const sortId = useId();
  const { t } = useLingui();
  // By id, not a ref: the form is handed this function while rendering.
  const close = () => {
    setOpen(false);
    document.getElementById(toggleId)?.focus();
  };

  return (
    <div className="estimate-control mb-3">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Button
          id={toggleId}
          variant={estimate ? 'primary' : 'outline-primary'}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen(!open)}
        >
          <Trans>Estimate my trip</Trans>
        </Button>
        <div className="estimate-sort d-flex align-items-center gap-2 ms-auto">
          <label className="text-nowrap" htmlFor={sortId}>
            <Trans>Sort by</Trans>
          </label>
          <select
            id={sortId}
            className="form-select w-auto"
            // Its longest choice is wider than a phone: the select shrinks and clips it instead.
            value={sortOrder}
            // The options' values are the sort orders.
            onChange={(event) => onSort(event.target.value as SortOrder)}
          >
            <option value="featured">{t`Featured`}</option>
            <option value="estimate" disabled={!estimate}>
              {estimate
                ? t`All-in estimate, lowest first`
                : t`All-in estimate (set an estimate first)`}
            </option>
            <option value="nearest">{t`Nearest base first`}</option>
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
      <div aria-live="polite">{details}</div>
      {after}
    </div>
  );
}
