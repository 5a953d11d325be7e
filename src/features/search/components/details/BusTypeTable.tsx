import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import { actionColumn, DataTable, type DataColumn } from '@/components/data/DataTable';
import { fleetRows, resultHeading } from '@/features/search/resultView';
import type { BusResult, SearchResult } from '@/features/search/types';
import { vocabularyName } from '@/lib/i18n/vocabulary';
import { formatMoney } from '@/lib/money';

interface BusTypeTableProps {
  result: SearchResult;
  onAmenities: (busResultId: number) => void;
}

/**
 * The fleet by bus type; rows of type "all" are summaries and are skipped (spec 2). The shared
 * table: its words stay whole ("$1,450.0" / "0" in the modal before), and a phone gets cards.
 */
export function BusTypeTable({ result, onAmenities }: BusTypeTableProps) {
  const { t } = useLingui();
  const rows = fleetRows(result);
  const yesNo = (value: boolean) => (value ? t`Yes` : t`No`);
  // The spec's columns (qty to mile amount); the type names its row.
  const columns: readonly DataColumn<BusResult>[] = [
    { key: 'qty', header: t`Qty`, cell: (bus) => bus.quantity },
    {
      key: 'type',
      header: t`Type`,
      cell: (bus) => vocabularyName('busType', bus.busType),
      rowHeader: true,
    },
    { key: 'seats', header: t`Seats`, cell: (bus) => bus.seats },
    { key: 'years', header: t`Model Year`, cell: (bus) => bus.years },
    { key: 'restroom', header: t`Restroom`, cell: (bus) => yesNo(bus.restroom) },
    { key: 'wifi', header: t`WiFi`, cell: (bus) => yesNo(bus.wifi) },
    { key: 'outlets', header: t`110V Outlets`, cell: (bus) => yesNo(bus.oneTenVolts) },
    { key: 'day', header: t`Day Amount`, cell: (bus) => formatMoney(bus.dayAmount) },
    { key: 'mile', header: t`Mile Amount`, cell: (bus) => formatMoney(bus.mileAmount) },
    actionColumn<BusResult>(t`Amenities`, (bus) => {
      const busType = vocabularyName('busType', bus.busType);
      return (
        <Button
          variant="link"
          size="sm"
          className="text-nowrap p-0"
          aria-label={t`View Amenities: ${busType}`}
          onClick={() => onAmenities(bus.id)}
        >
          <Trans>View Amenities</Trans>
        </Button>
      );
    }),
  ];
  const company = resultHeading(result.company);
  return (
    <section aria-labelledby="bus-types-title">
      <h3 id="bus-types-title" className="h6 text-uppercase">
        <Trans>Bus Types</Trans>
      </h3>
      {rows.length === 0 ? (
        <p>
          <Trans>No bus types listed.</Trans>
        </p>
      ) : (
        <DataTable
          rows={rows}
          columns={columns}
          rowKey={(bus) => bus.id}
          caption={t`Bus types of ${company}`}
          // Ten columns in the details modal: compact cells keep them within its 800 px.
          className="table-sm"
        />
      )}
    </section>
  );
}
