import Button from 'react-bootstrap/Button';
import { fleetRows, resultHeading } from '@/features/search/resultView';
import type { SearchResult } from '@/features/search/types';
import { formatMoney } from '@/lib/money';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

interface BusTypeTableProps {
  result: SearchResult;
  onAmenities: (busResultId: number) => void;
}

/** The fleet by bus type; rows of type "all" are summaries and are skipped (spec 2). */
export function BusTypeTable({ result, onAmenities }: BusTypeTableProps) {
  const rows = fleetRows(result);
  return (
    <section aria-labelledby="bus-types-title">
      <h3 id="bus-types-title" className="h6 text-uppercase">
        Bus Types
      </h3>
      {rows.length === 0 ? (
        <p>No bus types listed.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm table-striped align-middle bus-type-table">
            <caption className="visually-hidden">
              Bus types of {resultHeading(result.company)}
            </caption>
            <thead>
              <tr>
                <th scope="col">Qty</th>
                <th scope="col">Type</th>
                <th scope="col">Seats</th>
                <th scope="col">Model Year</th>
                <th scope="col">Restroom</th>
                <th scope="col">WiFi</th>
                <th scope="col">110V Outlets</th>
                <th scope="col">Day Amount</th>
                <th scope="col">Mile Amount</th>
                <th scope="col">
                  <span className="visually-hidden">Amenities</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((bus) => (
                <tr key={bus.id}>
                  <td>{bus.quantity}</td>
                  <th scope="row">{bus.busType}</th>
                  <td>{bus.seats}</td>
                  <td>{bus.years}</td>
                  <td>{yesNo(bus.restroom)}</td>
                  <td>{yesNo(bus.wifi)}</td>
                  <td>{yesNo(bus.oneTenVolts)}</td>
                  <td>{formatMoney(bus.dayAmount)}</td>
                  <td>{formatMoney(bus.mileAmount)}</td>
                  <td>
                    <Button
                      variant="link"
                      size="sm"
                      className="text-nowrap p-0"
                      aria-label={`View Amenities: ${bus.busType}`}
                      onClick={() => onAmenities(bus.id)}
                    >
                      View Amenities
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
