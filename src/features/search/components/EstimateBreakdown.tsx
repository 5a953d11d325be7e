import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { vocabularyName } from '@/lib/i18n/vocabulary';
import { formatAmount } from '@/lib/money';
import { busCount, isRange, linesTotal, type DriveGap, type TripEstimate } from '../estimate';
import { notIncluded } from '../estimateNote';

type Priced = Extract<TripEstimate, { kind: 'priced' }>;

/** Why a drive is missing from a final figure, in words. */
export const DRIVE_GAP_TEXT: Record<Exclude<DriveGap, 'measuring'>, MessageDescriptor> = {
  baseUnknown: msg`Where this company is based is not known, so the drive to reach you is not counted.`,
  endUnknown: msg`Where this one-way trip ends is not known, so the drive home from there is not counted.`,
};

/** Why no drive is in a figure when the place data did not load (issue 47): not the company's fault. */
export const DRIVES_NOT_MEASURED = msg`The drive to and from the company is not counted: the distances could not be loaded.`;

interface EstimateBreakdownProps {
  id: string;
  estimate: Priced;
  /** The place data did not load, so no drive is counted (DRIVES_NOT_MEASURED says why). */
  unmeasured?: boolean;
}

/**
 * The all-in estimate line by line (issue 34): a table a screen reader reads in order, the base
 * price first and the whole last, then what was not counted and what is never included.
 */
export function EstimateBreakdown({ id, estimate, unmeasured = false }: EstimateBreakdownProps) {
  const gap = estimate.driveGap;
  const { i18n } = useLingui();
  const buses = busCount(estimate);
  return (
    <div id={id} className="estimate-breakdown small mt-1">
      <table className="table table-sm mb-1">
        <caption className="caption-top p-0 text-body">
          <Trans>All-in estimate for {buses}</Trans>
        </caption>
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
            <th scope="row">
              <Trans>All-in estimate</Trans>
            </th>
            <td className="text-end text-nowrap fw-semibold">
              {formatAmount(linesTotal(estimate.lines))}
            </td>
          </tr>
        </tfoot>
      </table>
      {gap && gap !== 'measuring' && (
        <p className="mb-1">{i18n._(unmeasured ? DRIVES_NOT_MEASURED : DRIVE_GAP_TEXT[gap])}</p>
      )}
      {isRange(estimate) && (
        <p className="mb-1">
          <Trans>
            The dearest bus type that seats your group,{' '}
            {vocabularyName('busType', estimate.highBusType)}, comes to{' '}
            {formatAmount(estimate.high)} all-in.
          </Trans>
        </p>
      )}
      <p className="mb-0">{notIncluded()}</p>
    </div>
  );
}
