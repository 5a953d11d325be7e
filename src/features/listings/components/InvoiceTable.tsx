import { DataTable, type DataColumn } from '@/components/data/DataTable';
import { formatMoney } from '@/lib/money';
import type { MetroListing } from '../types';

/** The invoice: each pending metro, its monthly cost and the prorated amount due now. */
export function InvoiceTable({
  listings,
  total,
}: {
  listings: readonly MetroListing[];
  total: number;
}) {
  const columns: DataColumn<MetroListing>[] = [
    { key: 'metro', header: 'Metro', cell: (row) => row.metroName },
    { key: 'cost', header: 'Monthly Cost', cell: (row) => row.cost },
    { key: 'prorated', header: 'Prorated Amount', cell: (row) => formatMoney(row.payTotal) },
  ];
  return (
    <>
      <DataTable
        rows={listings}
        columns={columns}
        rowKey={(row) => row.companyMetroId}
        caption="Metros waiting for payment"
      />
      <p className="d-flex justify-content-between gap-3 fw-bold border-top pt-2 mb-0">
        <span>Total</span>
        <span>{formatMoney(total)}</span>
      </p>
    </>
  );
}
