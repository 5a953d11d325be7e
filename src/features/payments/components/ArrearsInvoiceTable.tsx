import { DataTable, type DataColumn } from '@/components/data/DataTable';
import { formatMoney } from '@/lib/money';
import type { ArrearsLine } from '../types';

const COLUMNS: DataColumn<ArrearsLine>[] = [
  { key: 'note', header: 'Description', cell: (line) => line.note, className: 'rt-wide' },
  { key: 'amount', header: 'Amount', cell: (line) => formatMoney(line.amount) },
];

/** The unpaid invoice lines (note, amount) and the total owed. */
export function ArrearsInvoiceTable({
  lines,
  total,
}: {
  lines: readonly ArrearsLine[];
  total: number;
}) {
  return (
    <>
      <DataTable
        rows={lines}
        columns={COLUMNS}
        // Notes repeat (one per listing and month is not guaranteed unique): place keeps rows apart.
        rowKey={(line) => `${lines.indexOf(line)}:${line.note}`}
        caption="Unpaid invoice lines"
      />
      <p className="d-flex justify-content-between gap-3 fw-bold border-top pt-2">
        <span>Total</span>
        <span>{formatMoney(total)}</span>
      </p>
    </>
  );
}
