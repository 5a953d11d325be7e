import { useFormikContext } from 'formik';
import { rateOf } from '../fleetValues';
import type { FleetValues } from '../types';
import { useMarketRates, type MarketContext } from '../useMarket';
import { gapText, medianText } from './marketText';

/**
 * Beside the rate boxes: the metro's median day and mile rate for the chosen bus type, and
 * plain words when the typed rate is far from it. Says nothing while the market is unknown (a
 * failed search just hides it; saving never waits for it).
 */
export function MarketHint({ context }: { context: MarketContext }) {
  const { values } = useFormikContext<FleetValues>();
  const rates = useMarketRates(context);
  const rate = rates?.get(Number(values.busTypeId));
  const gaps = rate
    ? [
        gapText('day', rateOf(values.dayRate), rate.dayMedian),
        gapText('mile', rateOf(values.mileRate), rate.mileMedian),
      ].filter((text): text is string => text !== null)
    : [];
  return (
    // Always in the page, so a screen reader hears the hint change as the rates are typed.
    <div className="small mb-3" aria-live="polite">
      {rate && (
        <>
          <p className="text-body-secondary mb-1">
            Market median in {context.city}, {context.state}: {medianText(rate)}
          </p>
          {gaps.map((text) => (
            <p key={text} className="fw-semibold mb-1">
              {text}
            </p>
          ))}
        </>
      )}
    </div>
  );
}
