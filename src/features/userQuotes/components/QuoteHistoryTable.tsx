import { Trans, useLingui } from '@lingui/react/macro';
import { actionColumn, DataTable, type DataColumn } from '@/components/data/DataTable';
import { RowButton } from '@/components/data/RowButton';
import { formatDate } from '@/lib/dates';
import type { UserQuote } from '../types';
import { placeOf, tripOf } from '../place';

interface QuoteHistoryTableProps {
  quotes: readonly UserQuote[];
  onShowDetails: (quote: UserQuote) => void;
}

/** The quote history: the group and departure drop out below md, return and passengers below lg. */
export function QuoteHistoryTable({ quotes, onShowDetails }: QuoteHistoryTableProps) {
  const { t } = useLingui();
  const detailsLabel = (quote: UserQuote): string => {
    const to = placeOf(quote.destinationCity, quote.destinationState);
    const submitted = formatDate(quote.dateSubmitted);
    return to
      ? t`Details of the quote submitted ${submitted} to ${to}`
      : t`Details of the quote submitted ${submitted}`;
  };
  const columns: DataColumn<UserQuote>[] = [
    { key: 'submitted', header: t`Submitted`, cell: (quote) => formatDate(quote.dateSubmitted) },
    { key: 'group', header: t`Group`, priority: 2, cell: (quote) => quote.groupName || '—' },
    { key: 'trip', header: t`Trip`, cell: tripOf },
    {
      key: 'departure',
      header: t`Departure`,
      priority: 2,
      cell: (quote) => formatDate(quote.departureDate),
    },
    {
      key: 'return',
      header: t`Return`,
      priority: 3,
      cell: (quote) => formatDate(quote.returnDate) || '—',
    },
    {
      key: 'passengers',
      header: t`Passengers`,
      priority: 3,
      cell: (quote) => quote.numberOfPassengers ?? '—',
    },
    actionColumn(t`Actions`, (quote) => (
      <RowButton label={detailsLabel(quote)} onClick={() => onShowDetails(quote)}>
        <Trans>Details</Trans>
      </RowButton>
    )),
  ];
  return (
    <DataTable
      rows={quotes}
      columns={columns}
      rowKey={(quote) => quote.itineraryId}
      caption={t`Your quote requests, newest first`}
    />
  );
}
