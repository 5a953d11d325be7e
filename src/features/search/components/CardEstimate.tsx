import { estimateBasis, estimateFigure, estimateText, type TripEstimate } from '../estimate';

/**
 * A result card's estimate: "Estimated $1,350-$2,100 (Minibus to Full Size)" with a short
 * reminder that it is not a quote (the full sentence sits once beside the estimate control).
 */
export function CardEstimate({ estimate }: { estimate: TripEstimate }) {
  const figure = estimateFigure(estimate);
  if (figure === null) {
    return <p className="result-card__estimate mb-0 fw-semibold">{estimateText(estimate)}</p>;
  }
  const range = figure.includes('-');
  return (
    <div className="result-card__estimate">
      <p className="mb-0">
        {range ? (
          <span className="fw-semibold">
            Estimated {/* A screen reader reads "$1,350 to $2,100", not "minus". */}
            <span aria-hidden="true">{figure}</span>
            <span className="visually-hidden">{figure.replace('-', ' to ')}</span>
          </span>
        ) : (
          <span className="fw-semibold">{`Estimated ${figure}`}</span>
        )}{' '}
        <span className="text-body-secondary">({estimateBasis(estimate)})</span>
      </p>
      <p className="small text-body-secondary mb-0">Estimate from posted rates, not a quote</p>
    </div>
  );
}
