import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { formatAmount } from '@/lib/money';
import {
  estimateBasis,
  estimateFigure,
  estimateText,
  figureName,
  isRange,
  type TripEstimate,
} from '../estimate';
import { EstimateBreakdown } from './EstimateBreakdown';

/** What a card says while its company's base is measured: no figure that would change. */
export const FIGURE_COMING = msg`All-in estimate coming: measuring the drive from the company’s base`;

/**
 * A result card's estimate: "All-in estimate $1,350-$2,100 (Minibus to Full Size)" with a short
 * reminder that it is not a quote (the full sentence sits once beside the estimate control), and
 * its breakdown a click away (a disclosure: it opens in place, under the figure). Until the
 * company's base is measured it says the figure is coming, so no figure changes under the reader.
 */
export function CardEstimate({ estimate }: { estimate: TripEstimate }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { i18n } = useLingui();
  if (estimate.kind !== 'priced') {
    return <p className="result-card__estimate mb-0 fw-semibold">{estimateText(estimate)}</p>;
  }
  if (estimate.driveGap === 'measuring') {
    return (
      <p className="result-card__estimate mb-0 text-body-secondary">{i18n._(FIGURE_COMING)}</p>
    );
  }
  return (
    <div className="result-card__estimate">
      <p className="mb-0">
        {isRange(estimate) ? (
          <span className="fw-semibold">
            {figureName(estimate)} {/* A screen reader reads "$1,350 to $2,100", not "minus". */}
            <span aria-hidden="true">{estimateFigure(estimate)}</span>
            <span className="visually-hidden">
              <Trans>
                {formatAmount(estimate.low)} to {formatAmount(estimate.high)}
              </Trans>
            </span>
          </span>
        ) : (
          <span className="fw-semibold">{estimateText(estimate)}</span>
        )}{' '}
        <span className="text-body-secondary">({estimateBasis(estimate)})</span>
      </p>
      <p className="small text-body-secondary mb-0">
        <Trans>Estimate from posted rates, not a quote</Trans>
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
              <Trans>What&apos;s in it</Trans>
            </Button>
          </>
        )}
      </p>
      {open && <EstimateBreakdown id={panelId} estimate={estimate} />}
    </div>
  );
}
