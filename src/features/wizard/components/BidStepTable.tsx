import { actionColumn, DataTable, type DataColumn } from '@/components/data/DataTable';
import { RowButton } from '@/components/data/RowButton';
import { formatMoney } from '@/lib/money';
import type { BidStepRow } from '../bidsStep';

interface BidStepTableProps {
  rows: readonly BidStepRow[];
  onBid: (row: BidStepRow) => void;
}

/**
 * Step 4's table (spec section 2, /subscribers/init4): Metro, Position (current/total), Cost per
 * month and Bid Position; a bid chosen but not saved yet shows its position and cost, marked.
 */
export function BidStepTable({ rows, onBid }: BidStepTableProps) {
  const columns: DataColumn<BidStepRow>[] = [
    { key: 'metro', header: 'Metro', cell: (row) => row.metro.metroName },
    {
      key: 'position',
      header: 'Position',
      cell: (row) => (
        <>
          {row.position}
          {row.bid && (
            <span className="d-block small text-body-secondary">New bid, not saved yet</span>
          )}
        </>
      ),
    },
    { key: 'cost', header: 'Cost per month', cell: (row) => formatMoney(row.monthlyCost) },
    actionColumn('Bid Position', (row) => (
      <RowButton onClick={() => onBid(row)}>
        Bid Position <span className="visually-hidden">{row.metro.metroName}</span>
      </RowButton>
    )),
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(row) => row.metro.companyMetroId}
      caption="Your metros for bidding"
    />
  );
}
