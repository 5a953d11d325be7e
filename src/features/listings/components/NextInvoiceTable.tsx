import { DataTable, type DataColumn } from '@/components/data/DataTable';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import type { InvoicePreview, PreviewLine } from '../invoicePreview';

/** Unknown figures say so, rather than show a made-up $0.00. */
const NOT_SENT = 'Not itemized';

const money = (amount: number | null) => (amount === null ? NOT_SENT : formatMoney(amount));

/** "on 12/01/2026", or nothing when the server does not give the date. */
export function chargeDate(preview: InvoicePreview): string {
  const date = formatDate(preview.date);
  return date ? `on ${date}` : 'at your next renewal';
}

interface NextInvoiceTableProps {
  preview: InvoicePreview;
  caption: string;
}

/**
 * The next invoice, metro by metro: base rate, bid premium, monthly cost, prepay discount and
 * what is charged, then the listing fee and the total. Metros left out are named below it.
 */
export function NextInvoiceTable({ preview, caption }: NextInvoiceTableProps) {
  // Base rate and premium columns only when some line has them: a column of "Not itemized" is
  // noise (the listings answer gives a listed metro's cost as one figure).
  const itemized = preview.lines.some((line) => line.baseRate !== null);
  const allColumns: DataColumn<PreviewLine>[] = [
    {
      key: 'metro',
      header: 'Metro',
      cell: (line) => (line.added ? `${line.metroName} (new)` : line.metroName),
    },
    { key: 'base', header: 'Base Rate', priority: 2, cell: (line) => money(line.baseRate) },
    { key: 'premium', header: 'Bid Premium', priority: 2, cell: (line) => money(line.bidPremium) },
    { key: 'monthly', header: 'Monthly Cost', cell: (line) => formatMoney(line.monthlyCost) },
    {
      key: 'discount',
      header: 'Prepay Discount',
      cell: (line) => (line.discount > 0 ? `-${formatMoney(line.discount)}` : formatMoney(0)),
    },
    { key: 'charge', header: 'Charge', cell: (line) => formatMoney(line.charge) },
  ];
  const columns = itemized
    ? allColumns
    : allColumns.filter((column) => column.key !== 'base' && column.key !== 'premium');
  const notItemized = preview.lines.some((line) => line.baseRate === null);
  return (
    <>
      {preview.lines.length > 0 ? (
        <DataTable
          rows={preview.lines}
          columns={columns}
          rowKey={(line) => line.companyMetroId ?? `new-${line.metroName}`}
          caption={caption}
          className="small"
        />
      ) : (
        <p className="mb-2">No metro is billed on the next charge.</p>
      )}
      <dl className="row small mt-2 mb-0">
        {preview.discountRate > 0 && (
          <>
            <dt className="col-7">Prepay discount</dt>
            <dd className="col-5 text-end mb-1">{preview.discountRate}%</dd>
          </>
        )}
        <dt className="col-7">Listing Fee</dt>
        <dd className="col-5 text-end mb-1">{formatMoney(preview.listingFee)}</dd>
        <dt className="col-7">Next charge {chargeDate(preview)}</dt>
        <dd className="col-5 text-end mb-0 fw-bold">{formatMoney(preview.total)}</dd>
      </dl>
      {preview.leftOut.length > 0 && (
        <p className="small text-secondary mt-2 mb-0">
          Not billed:{' '}
          {preview.leftOut
            .map(
              (item) =>
                `${item.metroName} (${item.removing ? 'removal requested' : item.status.toLowerCase()})`,
            )
            .join(', ')}
          .
        </p>
      )}
      {notItemized && (
        <p className="small text-secondary mt-1 mb-0">
          {itemized ? `${NOT_SENT}: the` : 'The'} monthly cost of a listed metro comes as one
          figure, base rate and bid premium together.
        </p>
      )}
    </>
  );
}
