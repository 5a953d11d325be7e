import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useAppDispatch } from '@/app/hooks';
import { formatAmount } from '@/lib/money';
import {
  estimateBasis,
  estimateFigure,
  estimateText,
  figureName,
  isRange,
  type TripEstimate,
} from '../estimate';
import { DRIVES_NOT_MEASURED, EstimateBreakdown } from './EstimateBreakdown';

/** What a card says while its company's base is measured: no figure that would change. */
export const FIGURE_COMING = msg`All-in estimate coming: measuring the drive from the company’s base`;

interface CardEstimateProps {
  estimate: TripEstimate;
  /** The place data did not load (issue 47): the figure goes without the drives, and says so. */
  unmeasured?: boolean;
}

/**
 * A result card's estimate: "All-in estimate $1,350-$2,100 (Minibus to Full Size)" with a short
 * reminder that it is not a quote (the full sentence sits once beside the estimate control), and
 * its breakdown a click away (a disclosure: it opens in place, under the figure). Until the
 * company's base is measured it says the figure is coming, so no figure changes under the reader.
 * When the place data could not load, that is final: the figure shows without the drives, says
 * they are not counted, and offers Try again on every card, where the reader is.
 */
export function CardEstimate({ estimate, unmeasured = false }: CardEstimateProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { i18n } = useLingui();
  const dispatch = useAppDispatch();
  if (estimate.kind !== 'priced') {
    return <p className="result-card__estimate mb-0 fw-semibold">{estimateText(estimate)}</p>;
  }
  if (estimate.driveGap === 'measuring') {
    return (
      <p className="result-card__estimate mb-0 text-body-secondary">{i18n._(FIGURE_COMING)}</p>
    );
  }
  // Every base unknown because the places did not load, not because of the company.
  const notCounted = unmeasured && estimate.driveGap === 'baseUnknown';
  // The planner's code (with its data) on demand, as the search page loads it for a plan; if
  // that fails too, the card keeps saying so.
  const retry = () =>
    void import('@/features/tripPlan/planSync')
      .then(({ retryPlaces }) => dispatch(retryPlaces()))
      .catch(() => undefined);
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
      {notCounted && (
        <p className="small text-body-secondary mb-0">
          {i18n._(DRIVES_NOT_MEASURED)}{' '}
          <Button variant="link" size="sm" className="p-0 align-baseline" onClick={retry}>
            <Trans>Try again</Trans>
          </Button>
        </p>
      )}
      {open && <EstimateBreakdown id={panelId} estimate={estimate} unmeasured={notCounted} />}
    </div>
  );
}
