import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import {
  estimateBasis,
  estimateFigure,
  estimateText,
  figureName,
  type TripEstimate,
} from '../estimate';
import { EstimateBreakdown } from './EstimateBreakdown';

/**
 * A result card's estimate: "All-in estimate $1,350-$2,100 (Minibus to Full Size)" with a short
 * reminder that it is not a quote (the full sentence sits once beside the estimate control), and
 * its breakdown a click away (a disclosure: it opens in place, under the figure).
 */
export function CardEstimate({ estimate }: { estimate: TripEstimate }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const figure = estimateFigure(estimate);
  if (figure === null || estimate.kind !== 'priced') {
    return <p className="result-card__estimate mb-0 fw-semibold">{estimateText(estimate)}</p>;
  }
  const range = figure.includes('-');
  return (
    <div className="result-card__estimate">
      <p className="mb-0">
        {range ? (
          <span className="fw-semibold">
            {figureName(estimate)} {/* A screen reader reads "$1,350 to $2,100", not "minus". */}
            <span aria-hidden="true">{figure}</span>
            <span className="visually-hidden">{figure.replace('-', ' to ')}</span>
          </span>
        ) : (
          <span className="fw-semibold">{estimateText(estimate)}</span>
        )}{' '}
        <span className="text-body-secondary">({estimateBasis(estimate)})</span>
      </p>
      <p className="small text-body-secondary mb-0">
        Estimate from posted rates, not a quote
        {estimate.allIn && (
          <>
            {' '}
            <Button
              variant="link"
              size="sm"
              className="p-0 align-baseline"
              aria-expanded={open}
              aria-controls={open ? panelId : undefined}
              onClick={() => setOpen(!open)}
            >
              What&apos;s in it
            </Button>
          </>
        )}
      </p>
      {open && <EstimateBreakdown id={panelId} estimate={estimate} />}
    </div>
  );
}
