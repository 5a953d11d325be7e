import { dayFixes, drivingDays, hoursText, limitText } from '@/features/tripPlan/drivingDay';
import { readCosts } from '@/features/search/costs';
import { plural } from '@/lib/format';
import { dayDate, sheetLegMiles, sheetLegs } from '../sheetDays';
import type { TripSheet } from '../sheetLink';

/**
 * Day by day: each leg's miles and driving hours on its day, and the driver's legal day flagged
 * in words, as the estimate flags it (issue 34). A real table a screen reader reads in order.
 */
export function SheetDays({ sheet }: { sheet: TripSheet }) {
  const legs = sheetLegs(sheet);
  const relief = readCosts(sheet.costs).relief;
  const trip = {
    days: sheet.days,
    miles: sheet.miles,
    legs: sheetLegMiles(sheet),
    roundTrip: sheet.roundTrip,
  };
  const warning = limitText(drivingDays(trip), relief, dayFixes(trip));
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
              Miles
            </th>
            <th scope="col" className="text-end">
              Driving
            </th>
          </tr>
        </thead>
        <tbody>
          {legs.map((leg, index) => {
            const date = dayDate(sheet, leg.day);
            const miles = Math.round(leg.miles);
            return (
              <tr key={index}>
                <th scope="row" className="fw-normal text-nowrap">
                  Day {leg.day}
                  {date && <span className="d-block small text-body-secondary">{date}</span>}
                </th>
                <td>
                  {leg.from} to {leg.to}
                </td>
                <td className="text-end text-nowrap">
                  about {miles.toLocaleString('en-US')} {plural(miles, 'mile')}
                </td>
                <td className="text-end text-nowrap">about {hoursText(leg.hours)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="small text-body-secondary">
        Miles are straight-line distances x 1.2 for roads, scaled to the trip&apos;s{' '}
        {sheet.miles.toLocaleString('en-US')} miles; hours at an average of 50 mph
        {relief ? ', with a relief driver' : ''}.
      </p>
    </section>
  );
}
