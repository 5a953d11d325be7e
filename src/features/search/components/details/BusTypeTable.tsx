import Button from 'react-bootstrap/Button';
import { actionColumn, DataTable, type DataColumn } from '@/components/data/DataTable';
import { fleetRows, resultHeading } from '@/features/search/resultView';
import type { BusResult, SearchResult } from '@/features/search/types';
import { formatMoney } from '@/lib/money';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

interface BusTypeTableProps {
  result: SearchResult;
  onAmenities: (busResultId: number) => void;
}

/** The spec's columns (qty to mile amount); the type names its row. */
const COLUMNS: readonly DataColumn<BusResult>[] = [
  { key: 'qty', header: 'Qty', cell: (bus) => bus.quantity },
  { key: 'type', header: 'Type', cell: (bus) => bus.busType, rowHeader: true },
  { key: 'seats', header: 'Seats', cell: (bus) => bus.seats },
  { key: 'years', header: 'Model Year', cell: (bus) => bus.years },
  { key: 'restroom', header: 'Restroom', cell: (bus) => yesNo(bus.restroom) },
  { key: 'wifi', header: 'WiFi', cell: (bus) => yesNo(bus.wifi) },
  { key: 'outlets', header: '110V Outlets', cell: (bus) => yesNo(bus.oneTenVolts) },
  { key: 'day', header: 'Day Amount', cell: (bus) => formatMoney(bus.dayAmount) },
  { key: 'mile', header: 'Mile Amount', cell: (bus) => formatMoney(bus.mileAmount) },
];

/**
 * The fleet by bus type; rows of type "all" are summaries and are skipped (spec 2). The shared
 * table: its words stay whole ("$1,450.0" / "0" in the modal before), and a phone gets cards.
 */
export function BusTypeTable({ result, onAmenities }: BusTypeTableProps) {
  const rows = fleetRows(result);
  const columns = [
    ...COLUMNS,
    actionColumn<BusResult>('Amenities', (bus) => (
      <Button
        variant="link"
        size="sm"
        className="text-nowrap p-0"
        aria-label={`View Amenities: ${bus.busType}`}
        onClick={() => onAmenities(bus.id)}
      >
        View Amenities
      </Button>
    )),
  ];
  return (
    <section aria-labelledby="bus-types-title">
      <h3 id="bus-types-title" className="h6 text-uppercase">
        Bus Types
      </h3>
      {rows.length === 0 ? (
        <p>No bus types listed.</p>
      ) : (
        <DataTable
          rows={rows}
          columns={columns}
          rowKey={(bus) => bus.id}
          caption={`Bus types of ${resultHeading(result.company)}`}
          // Ten columns in the details modal: compact cells keep them within its 800 px.
          className="table-sm"
        />
      )}
    </section>
  );
}
