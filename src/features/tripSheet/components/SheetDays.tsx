import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { AVERAGE_SPEED_MPH, drivingDays, tripFixes } from '@/features/tripPlan/drivingDay';
import { hoursText, limitText } from '@/features/tripPlan/drivingText';
import { ROAD_FACTOR, roughMiles } from '@/features/tripPlan/tripMiles';
import { readCosts } from '@/features/search/costs';
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
        <Trans>Day by day</Trans>
      </h2>
      {warning && <p className="alert alert-warning py-2 px-3">{warning}</p>}
      <table className="table table-sm">
        <caption className="visually-hidden">
          <Trans>Each leg of the trip with its day, miles and driving hours</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Day</Trans>
            </th>
            <th scope="col">
              <Trans>Leg</Trans>
            </th>
            <th scope="col" className="text-end">
              <Trans>Driving</Trans>
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
                    <Trans>Day {leg.day}</Trans>
                    {date && <span className="d-block small text-body-secondary">{date}</span>}
                  </th>
                )}
                <td>
                  <Trans>
                    {leg.from} to {leg.to}
                  </Trans>
                </td>
                <td className="text-end">
                  <span className="text-nowrap">
                    {plural(miles, { one: 'about # mile,', other: 'about # miles,' })}
                  </span>{' '}
                  <span className="text-nowrap">{hoursText(leg.hours)}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="small text-body-secondary">
        {relief ? (
          <Trans>
            Road miles: straight-line miles x {ROAD_FACTOR}; driving hours at an average of{' '}
            {AVERAGE_SPEED_MPH} mph, with a relief driver on board.
          </Trans>
        ) : (
          <Trans>
            Road miles: straight-line miles x {ROAD_FACTOR}; driving hours at an average of{' '}
            {AVERAGE_SPEED_MPH} mph.
          </Trans>
        )}
      </p>
    </section>
  );
}
