import { formatAmount } from '@/lib/money';
import { linesTotal, type TripEstimate } from '../estimate';
import { NOT_INCLUDED } from '../estimateNote';

type Priced = Extract<TripEstimate, { kind: 'priced' }>;

/**
 * The all-in estimate line by line (issue 34): a table a screen reader reads in order, the base
 * price first and the whole last, then what was not counted and what is never included.
 */
export function EstimateBreakdown({ id, estimate }: { id: string; estimate: Priced }) {
  const basis =
    estimate.vehicles > 1 ? `${estimate.vehicles} x ${estimate.busType}` : estimate.busType;
  return (
    <div id={id} className="estimate-breakdown small mt-1">
      <table className="table table-sm mb-1">
        <caption className="caption-top p-0 text-body">All-in estimate for {basis}</caption>
        <tbody>
          {estimate.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row" className="fw-normal">
                {line.label}
              </th>
              <td className="text-end text-nowrap">{formatAmount(line.cents / 100)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">All-in estimate</th>
            <td className="text-end text-nowrap fw-semibold">
              {formatAmount(linesTotal(estimate.lines))}
            </td>
          </tr>
        </tfoot>
      </table>
      {!estimate.baseKnown && (
        <p className="mb-1">
          Where this company is based is not known, so the drive to reach you is not counted.
        </p>
      )}
      {estimate.high !== estimate.low && (
        <p className="mb-1">
          {`The dearest bus type that seats your group, ${estimate.highBusType}, comes to ${formatAmount(estimate.high)} all-in.`}
        </p>
      )}
      <p className="mb-0">{NOT_INCLUDED}</p>
    </div>
  );
}
