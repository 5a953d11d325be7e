import { DataTable, type DataColumn } from '@/components/data/DataTable';
import { formatDate } from '@/lib/dates';
import { formatPhone } from '@/lib/format';
import { quotesByMetro } from '../reportFigures';
import type { Report, ReportQuote } from '../types';

function tripDates({ departureDate, returnDate }: ReportQuote): string {
  const from = formatDate(departureDate);
  const to = formatDate(returnDate);
  if (!to || to === from) return from;
  return from ? `${from} - ${to}` : to;
}

function destination({ destinationCity, destinationState }: ReportQuote): string {
  return [destinationCity, destinationState].filter(Boolean).join(', ');
}

const columns: DataColumn<ReportQuote>[] = [
  {
    key: 'submittedOn',
    header: 'Submitted On',
    cell: (quote) => formatDate(quote.submittedOn),
    className: 'rt-nowrap',
  },
  { key: 'name', header: 'Name', cell: (quote) => quote.name },
  {
    key: 'email',
    header: 'E-mail',
    cell: (quote) => (quote.email ? <a href={`mailto:${quote.email}`}>{quote.email}</a> : ''),
  },
  {
    key: 'phone',
    header: 'Phone',
    cell: (quote) => formatPhone(quote.phone),
    className: 'rt-nowrap',
  },
  { key: 'group', header: 'Group', cell: (quote) => quote.nameOfGroup },
  { key: 'people', header: 'People', cell: (quote) => quote.numberOfPeople ?? '' },
  { key: 'destination', header: 'Destination', cell: destination },
  { key: 'dates', header: 'Dates', cell: tripDates, className: 'rt-nowrap' },
  { key: 'tripType', header: 'Trip Type', cell: (quote) => quote.tripType },
  { key: 'delivered', header: 'Delivered', cell: (quote) => (quote.delivered ? 'Yes' : 'No') },
];

/** The quote requests of the range, one table per metro (spec section 2). */
export function QuoteRequests({ report }: { report: Report }) {
  const groups = quotesByMetro(report);
  if (groups.length === 0) {
    return <p className="empty-state">No quote requests in this date range.</p>;
  }
  return groups.map(({ metro, quotes }) => (
    // No landmark of its own: the table (a named region when it scrolls) already carries the name.
    <div key={metro} className="mb-4">
      <h3 className="h6">
        {metro} ({quotes.length})
      </h3>
      <DataTable
        rows={quotes}
        columns={columns}
        rowKey={(quote) => quote.quoteId}
        caption={`Quote requests in ${metro}`}
      />
    </div>
  ));
}
