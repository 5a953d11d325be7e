import { AVERAGE_SPEED_MPH, drivingDays, tripFixes } from '@/features/tripPlan/drivingDay';
import { hoursText, limitText } from '@/features/tripPlan/drivingText';
import { ROAD_FACTOR, roughMiles } from '@/features/tripPlan/tripMiles';
import { readCosts } from '@/features/search/costs';
import { plural } from '@/lib/format';
import { dayDate, sheetLegs, sheetTrip } from '../sheetDays';
import type { TripSheet } from '../sheetLink';

/**
 * Day by day: each leg's miles and driving hours on its day, and the driver's legal day flagged
 * in words, as the estimate flags it (issue 34). A real table a screen reader reads in order.
 */
export function SheetDays({ sheet }: { sheet: TripSheet }) {
  const legs = sheetLegs(sheet);
  const relief = readCosts(sheet.costs).relief;
  const trip = sheetTrip(sheet);
  const warning = limitText(drivingDays(trip), relief, tripFixes(trip, relief));
  return (
    <section aria-labelledby="trip-sheet-days" className="trip-sheet__days">
      <h2 id="trip-sheet-days" className="h5">
        Day by day
      </h2>
      {warning && <p className="alert alert-warning py-2 px-3">{warning}</p>}
      <table className="table table-sm">
        <caption className="visually-hidden">
          Each leg of the trip with its day, miles and driving hours
        </caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Leg</th>
            <th scope="col" className="text-end">
              Driving
            </th>
          </tr>
        </thead>
        <tbody>
          {legs.map((leg, index) => {
            const date = dayDate(sheet, leg.day);
            const miles = Number(roughMiles(leg.miles).replace(/,/g, ''));
            const first = legs[index - 1]?.day !== leg.day;
            const span = legs.filter((other) => other.day === leg.day).length;
            return (
              <tr key={index}>
                {first && (
                  <th scope="row" rowSpan={span} className="fw-normal">
                    Day {leg.day}
                    {date && <span className="d-block small text-body-secondary">{date}</span>}
                  </th>
                )}
                <td>
                  {leg.from} to {leg.to}
                </td>
                <td className="text-end">
                  <span className="text-nowrap">
                    about {miles.toLocaleString('en-US')} {plural(miles, 'mile')},
                  </span>{' '}
                  <span className="text-nowrap">{hoursText(leg.hours)}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="small text-body-secondary">
        Road miles: straight-line miles x {ROAD_FACTOR}; driving hours at an average of{' '}
        {AVERAGE_SPEED_MPH} mph{relief ? ', with a relief driver on board' : ''}.
      </p>
    </section>
  );
}
