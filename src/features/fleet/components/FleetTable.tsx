import { RowButton } from '@/components/data/RowButton';
import { DataTable, type DataColumn } from '@/components/data/DataTable';
import { busTypeName } from '../fleetValues';
import type { FleetItem } from '../types';

interface FleetTableProps {
  items: readonly FleetItem[];
  /** What the table lists, for screen readers ("Company fleet", "Fleet of Dallas, TX"). */
  caption: string;
  onEdit: (item: FleetItem) => void;
  onDelete: (item: FleetItem) => void;
}

/** Bus Type, Qty, Seat, Model Year and Action (Edit, delete); rows become cards on a phone. */
export function FleetTable({ items, caption, onEdit, onDelete }: FleetTableProps) {
  const columns: DataColumn<FleetItem>[] = [
    { key: 'type', header: 'Bus Type', cell: (item) => busTypeName(item.busTypeId) },
    { key: 'quantity', header: 'Qty', cell: (item) => item.quantity },
    { key: 'seats', header: 'Seat', cell: (item) => item.seats },
    { key: 'year', header: 'Model Year', cell: (item) => item.year },
    {
      key: 'action',
      header: 'Action',
      className: 'rt-action',
      cell: (item) => {
        const name = busTypeName(item.busTypeId);
        return (
          <div className="d-inline-flex gap-2">
            <RowButton label={`Edit ${name}`} onClick={() => onEdit(item)}>
              Edit
            </RowButton>
            <RowButton
              variant="outline-danger"
              label={`Delete ${name}`}
              onClick={() => onDelete(item)}
            >
              Delete
            </RowButton>
          </div>
        );
      },
    },
  ];
  return <DataTable rows={items} columns={columns} rowKey={(item) => item.id} caption={caption} />;
}
