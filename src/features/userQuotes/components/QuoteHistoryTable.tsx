import { actionColumn, DataTable, type DataColumn } from '@/components/data/DataTable';
import { RowButton } from '@/components/data/RowButton';
import { formatDate } from '@/lib/dates';
import type { UserQuote } from '../types';
import { placeOf, tripOf } from '../place';

interface QuoteHistoryTableProps {
  quotes: readonly UserQuote[];
  onShowDetails: (quote: UserQuote) => void;
}

function detailsLabel(quote: UserQuote): string {
  const to = placeOf(quote.destinationCity, quote.destinationState);
  return `Details of the quote submitted ${formatDate(quote.dateSubmitted)}${to ? ` to ${to}` : ''}`;
}

/** The quote history: the group and departure drop out below md, return and passengers below lg. */
export function QuoteHistoryTable({ quotes, onShowDetails }: QuoteHistoryTableProps) {
  const columns: DataColumn<UserQuote>[] = [
    { key: 'submitted', header: 'Submitted', cell: (quote) => formatDate(quote.dateSubmitted) },
    { key: 'group', header: 'Group', priority: 2, cell: (quote) => quote.groupName || '—' },
    { key: 'trip', header: 'Trip', cell: tripOf },
    {
      key: 'departure',
      header: 'Departure',
      priority: 2,
      cell: (quote) => formatDate(quote.departureDate),
    },
    {
      key: 'return',
      header: 'Return',
      priority: 3,
      cell: (quote) => formatDate(quote.returnDate) || '—',
    },
    {
      key: 'passengers',
      header: 'Passengers',
      priority: 3,
      cell: (quote) => quote.numberOfPassengers ?? '—',
    },
    actionColumn('Actions', (quote) => (
      <RowButton label={detailsLabel(quote)} onClick={() => onShowDetails(quote)}>
        Details
      </RowButton>
    )),
  ];
  return (
    <DataTable
      rows={quotes}
      columns={columns}
      rowKey={(quote) => quote.itineraryId}
      caption="Your quote requests, newest first"
    />
  );
}
