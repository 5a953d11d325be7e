import { actionColumn, DataTable, type DataColumn } from '@/components/data/DataTable';
import { RowButton } from '@/components/data/RowButton';
import { formatMoney } from '@/lib/money';
import { metroLabel } from '../invoicePreview';
import type { MetroOption } from '../types';

interface MetroTableProps {
  metros: readonly MetroOption[];
  caption: string;
  addLabel: string;
  addDisabled?: boolean;
  /** Metros the company already lists: no Add button for them. */
  listedMetroIds: readonly number[];
  onAdd: (metro: MetroOption) => void;
}

/** Metro, Base Rate, Position and the add button (the Recommend table and the radius results). */
export function MetroTable({
  metros,
  caption,
  addLabel,
  addDisabled = false,
  listedMetroIds,
  onAdd,
}: MetroTableProps) {
  const columns: DataColumn<MetroOption>[] = [
    { key: 'metro', header: 'Metro', cell: (metro) => metroLabel(metro) },
    { key: 'rate', header: 'Base Rate', cell: (metro) => formatMoney(metro.baseRate) },
    { key: 'position', header: 'Position', cell: (metro) => metro.position || '--' },
    actionColumn(addLabel, (metro) =>
      listedMetroIds.includes(metro.id) ? (
        <span className="text-secondary">Listed</span>
      ) : (
        <RowButton variant="primary" disabled={addDisabled} onClick={() => onAdd(metro)}>
          {addLabel} <span className="visually-hidden">{metroLabel(metro)}</span>
        </RowButton>
      ),
    ),
  ];
  return (
    <DataTable rows={metros} columns={columns} rowKey={(metro) => metro.id} caption={caption} />
  );
}
