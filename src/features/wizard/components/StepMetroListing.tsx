import type { ReactNode } from 'react';
import { actionColumn, DataTable, type DataColumn } from '@/components/data/DataTable';
import { RowButton } from '@/components/data/RowButton';
import { SectionCard } from '@/components/layout/SectionCard';
import { formatMoney } from '@/lib/money';

/** One metro of the summary: its name and what it costs per month. */
export interface StepMetroRow {
  id: number;
  metroName: string;
  monthlyCost: number;
}

interface StepMetroListingProps {
  rows: readonly StepMetroRow[];
  /** Per month, added up by the caller (the server's total, or its rows' in cents). */
  total: number;
  /** Step 3's delete control; without it the summary only shows. */
  onRemove?: (row: StepMetroRow) => void;
  removeDisabled?: boolean;
  /** Under the title: what the summary shows on this step. */
  intro?: ReactNode;
}

/**
 * The setup wizard's Metro Listing summary: each metro's monthly cost and Total Billing, kept
 * current as metros and bids change. The total is a polite live region, so a screen reader hears
 * the new total after each change.
 */
export function StepMetroListing({
  rows,
  total,
  onRemove,
  removeDisabled = false,
  intro,
}: StepMetroListingProps) {
  const columns: DataColumn<StepMetroRow>[] = [
    { key: 'metro', header: 'Metro', cell: (row) => row.metroName },
    { key: 'cost', header: 'Monthly Cost', cell: (row) => formatMoney(row.monthlyCost) },
  ];
  if (onRemove) {
    columns.push(
      actionColumn('Delete', (row) => (
        <RowButton variant="outline-danger" disabled={removeDisabled} onClick={() => onRemove(row)}>
          Delete <span className="visually-hidden">{row.metroName}</span>
        </RowButton>
      )),
    );
  }
  return (
    <SectionCard title="Metro Listing" intro={intro}>
      {rows.length > 0 ? (
        <DataTable rows={rows} columns={columns} rowKey={(row) => row.id} caption="Metro Listing" />
      ) : (
        <p className="empty-state">You have not added any metros yet.</p>
      )}
      <p
        className="d-flex justify-content-between align-items-baseline border-top pt-2 mt-3 mb-0"
        aria-live="polite"
        aria-atomic="true"
      >
        <span className="fw-semibold">Total Billing</span>
        <span>
          <strong className="fs-5">{formatMoney(total)}</strong> per month
        </span>
      </p>
    </SectionCard>
  );
}
