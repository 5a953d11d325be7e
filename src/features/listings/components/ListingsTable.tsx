import './listings.css';
import { Link } from 'react-router-dom';
import { actionColumn, DataTable, type DataColumn } from '@/components/data/DataTable';
import { RowButton } from '@/components/data/RowButton';
import type { MetroListing } from '../types';
import { CostCell, PositionCell, StatusCell } from './ListingStatusMarks';

interface ListingsTableProps {
  listings: readonly MetroListing[];
  /** Free-trial accounts never see Pay (spec section 6). */
  isFreeTrial: boolean;
  editPath: (listing: MetroListing) => string;
  onRemove: (listing: MetroListing) => void;
  onPay: (listing: MetroListing) => void;
}

/** Each action names its metro for screen readers: "Remove Dallas, TX", not five "Remove"s. */
function Named({ verb, listing }: { verb: string; listing: MetroListing }) {
  return (
    <>
      {verb} <span className="visually-hidden">{listing.metroName}</span>
    </>
  );
}

/** The listings table: Metro, Position, Cost, Status, and Edit / Remove / Pay (spec section 4). */
export function ListingsTable({
  listings,
  isFreeTrial,
  editPath,
  onRemove,
  onPay,
}: ListingsTableProps) {
  const columns: DataColumn<MetroListing>[] = [
    { key: 'metro', header: 'Metro', cell: (row) => row.metroName },
    { key: 'position', header: 'Position', cell: (row) => <PositionCell listing={row} /> },
    { key: 'cost', header: 'Cost', cell: (row) => <CostCell listing={row} /> },
    { key: 'status', header: 'Status', cell: (row) => <StatusCell listing={row} /> },
    actionColumn('Actions', (row) => (
      <span className="listing-actions">
        <Link className="btn btn-sm btn-outline-primary" to={editPath(row)}>
          <Named verb="Edit" listing={row} />
        </Link>
        <RowButton
          variant="outline-danger"
          disabled={row.status === 'Pending Removal'}
          onClick={() => onRemove(row)}
        >
          <Named verb="Remove" listing={row} />
        </RowButton>
        {row.status === 'Pending Approval' && !isFreeTrial && (
          <RowButton variant="success" onClick={() => onPay(row)}>
            <Named verb="Pay" listing={row} />
          </RowButton>
        )}
      </span>
    )),
  ];
  return (
    <DataTable
      rows={listings}
      columns={columns}
      rowKey={(row) => row.companyMetroId}
      caption="Your metro listings"
    />
  );
}
