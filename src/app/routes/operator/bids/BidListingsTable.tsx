import { Link } from 'react-router-dom';
import { actionColumn, DataTable, type DataColumn } from '@/components/data/DataTable';
import { RowButton } from '@/components/data/RowButton';
import { bidPath } from '@/config/paths';
import { canEditBid, positionLabel } from '@/features/bidding/bidRules';
import type { BidMetro } from '@/features/bidding/types';
import {
  CostCell,
  PositionCell,
  StatusCell,
} from '@/features/listings/components/ListingStatusMarks';

/** The listing's marks read the same as on the listings page (icons while pending, --). */
const marked = (metro: BidMetro) => ({
  status: metro.status,
  position: positionLabel(metro),
  cost: metro.currentCostDisplay,
});

interface BidListingsTableProps {
  metros: readonly BidMetro[];
  isFreeTrial: boolean;
}

/**
 * The bid list: Metro, Position, Cost, Status, and Edit, which opens the metro's bid page; Edit
 * is enabled only for an Active/Approved listing and never during a free trial (spec section 4).
 */
export function BidListingsTable({ metros, isFreeTrial }: BidListingsTableProps) {
  const columns: DataColumn<BidMetro>[] = [
    { key: 'metro', header: 'Metro', cell: (row) => row.metroName },
    { key: 'position', header: 'Position', cell: (row) => <PositionCell listing={marked(row)} /> },
    { key: 'cost', header: 'Cost', cell: (row) => <CostCell listing={marked(row)} /> },
    { key: 'status', header: 'Status', cell: (row) => <StatusCell listing={marked(row)} /> },
    actionColumn('Actions', (row) => {
      const label = (
        <>
          Edit <span className="visually-hidden">{row.metroName}</span>
        </>
      );
      return canEditBid(row.status, isFreeTrial) ? (
        <Link className="btn btn-sm btn-outline-primary" to={bidPath(row.companyMetroId)}>
          {label}
        </Link>
      ) : (
        <RowButton disabled>{label}</RowButton>
      );
    }),
  ];
  return (
    <DataTable
      rows={metros}
      columns={columns}
      rowKey={(row) => row.companyMetroId}
      caption="Your metro listings for bidding"
    />
  );
}
