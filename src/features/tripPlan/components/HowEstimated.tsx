import { COST_LIMITS, DEFAULT_COSTS } from '@/features/search/costs';
import { LOCAL_MILES } from '@/features/search/estimate';
import { NOT_INCLUDED } from '@/features/search/estimateNote';
import { formatAmount } from '@/lib/money';
import { AVERAGE_SPEED_MPH, DRIVING_LIMIT_HOURS, ON_DUTY_LIMIT_HOURS, RULE } from '../drivingDay';
import { ROAD_FACTOR } from '../tripMiles';

/**
 * "How this is estimated": every assumption of the all-in estimate with its source, in the style
 * of the road-factor note (tripMiles.ts). A native disclosure: keyboard and screen reader ready.
 */
export function HowEstimated() {
  return (
    <details className="how-estimated small mt-2">
      <summary>How this is estimated</summary>
      <ul className="mt-1 mb-0 ps-3">
        <li>
          Base price: the trip&apos;s days x the company&apos;s posted day rate, plus its miles x
          the mile rate; the cheapest bus type that seats the group (several buses of one type when
          none does).
        </li>
        <li>
          Miles: each leg&apos;s straight-line distance x {ROAD_FACTOR} for roads (Ballou, Rahardja
          and Sakai, Transportation Research Part A 36, 2002).
        </li>
        <li>
          Bringing the bus and taking it home: companies charge the miles the bus drives empty, from
          its garage to your departure and home from where the trip ends (your departure on a round
          trip, the destination on a one-way trip), each drive counted once at its mile rate. A
          drive under {LOCAL_MILES} miles adds nothing. Left out, and said so, when the
          company&apos;s base or a one-way trip&apos;s destination is not known.
        </li>
        <li>
          The driver&apos;s day: at most {DRIVING_LIMIT_HOURS} hours of driving after 8 hours off
          duty, and no driving after {ON_DUTY_LIMIT_HOURS} hours on duty ({RULE}, the FMCSA&apos;s
          rule for drivers of passenger vehicles). Hours are miles at {AVERAGE_SPEED_MPH} mph, a
          planning average below highway limits for towns, traffic and stops. Waiting with the bus
          at the destination is on duty too.
        </li>
        <li>
          Relief driver: only when you choose one, a second driver for every day at{' '}
          {formatAmount(DEFAULT_COSTS.reliefDay)} unless you change it (a planning figure: a 10-hour
          day at about $40 an hour); two drivers take turns within the {ON_DUTY_LIMIT_HOURS}-hour
          day.
        </li>
        <li>
          Driver&apos;s room: one room per driver for every night away, at{' '}
          {formatAmount(DEFAULT_COSTS.room)} unless you change it (the US GSA&apos;s standard
          lodging per-diem rate for the continental US, fiscal 2025).
        </li>
        <li>
          Gratuity: {DEFAULT_COSTS.gratuity}% of the base price unless you change it (0 to{' '}
          {COST_LIMITS.gratuity.max}%; planning guides cite 10-20%). Set 0 when the company includes
          it.
        </li>
        <li>{NOT_INCLUDED} Ask each company.</li>
      </ul>
    </details>
  );
}
