import { Trans } from '@lingui/react/macro';
import { useLingui } from '@/lib/i18n/react';
import { COST_LIMITS, DEFAULT_COSTS } from '@/features/search/costs';
import { LOCAL_MILES } from '@/features/search/estimate';
import { notIncluded } from '@/features/search/estimateNote';
import { formatAmount } from '@/lib/money';
import { AVERAGE_SPEED_MPH, DRIVING_LIMIT_HOURS, ON_DUTY_LIMIT_HOURS, RULE } from '../drivingDay';
import { ROAD_FACTOR } from '../tripMiles';

/**
 * "How this is estimated": every assumption of the all-in estimate with its source, in the style
 * of the road-factor note (tripMiles.ts). A native disclosure: keyboard and screen reader ready.
 */
export function HowEstimated() {
  // notIncluded() is read in the language of the moment: drawn again when it changes.
  useLingui();
  const reliefDay = formatAmount(DEFAULT_COSTS.reliefDay);
  const room = formatAmount(DEFAULT_COSTS.room);
  const gratuity = DEFAULT_COSTS.gratuity;
  const gratuityMax = COST_LIMITS.gratuity.max;
  const notCounted = notIncluded();
  return (
    <details className="how-estimated small mt-2">
      <summary>
        <Trans>How this is estimated</Trans>
      </summary>
      <ul className="mt-1 mb-0 ps-3">
        <li>
          <Trans>
            Base price: the trip&apos;s days x the company&apos;s posted day rate, plus its miles x
            the mile rate; the cheapest bus type that seats the group (several buses of one type
            when none does).
          </Trans>
        </li>
        <li>
          <Trans>
            Miles: each leg&apos;s straight-line distance x {ROAD_FACTOR} for roads (Ballou,
            Rahardja and Sakai, Transportation Research Part A 36, 2002).
          </Trans>
        </li>
        <li>
          <Trans>
            Bringing the bus and taking it home: companies charge the miles the bus drives empty,
            from its garage to your departure and home from where the trip ends (your departure on a
            round trip, the destination on a one-way trip), each drive counted once at its mile
            rate. A drive under {LOCAL_MILES} miles adds nothing. Left out, and said so, when the
            company&apos;s base or a one-way trip&apos;s destination is not known.
          </Trans>
        </li>
        <li>
          <Trans>
            The driver&apos;s day: at most {DRIVING_LIMIT_HOURS} hours of driving after 8 hours off
            duty, and no driving after {ON_DUTY_LIMIT_HOURS} hours on duty ({RULE}, the FMCSA&apos;s
            rule for drivers of passenger vehicles). Hours are miles at {AVERAGE_SPEED_MPH} mph, a
            planning average below highway limits for towns, traffic and stops. Waiting with the bus
            at the destination is on duty too.
          </Trans>
        </li>
        <li>
          <Trans>
            Relief driver: only when you choose one, a second driver for every day at {reliefDay}{' '}
            unless you change it (a planning figure: a 10-hour day at about $40 an hour); two
            drivers take turns within the {ON_DUTY_LIMIT_HOURS}-hour day.
          </Trans>
        </li>
        <li>
          <Trans>
            Driver&apos;s room: one room per driver for every night away, at {room} unless you
            change it (the US GSA&apos;s standard lodging per-diem rate for the continental US,
            fiscal 2025).
          </Trans>
        </li>
        <li>
          <Trans>
            Gratuity: {gratuity}% of the base price unless you change it (0 to {gratuityMax}%;
            planning guides cite 10-20%). Set 0 when the company includes it.
          </Trans>
        </li>
        <li>
          <Trans>{notCounted} Ask each company.</Trans>
        </li>
      </ul>
    </details>
  );
}
