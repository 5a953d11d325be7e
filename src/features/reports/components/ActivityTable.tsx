import { DataTable, type DataColumn } from '@/components/data/DataTable';
import { ACTIVITY_COLUMNS } from '../constants';
import { activityTotals, metroLabel } from '../reportFigures';
import type { ActivityCount, MetroActivity } from '../types';

interface ActivityRow {
  metro: string;
  counts: Record<ActivityCount, number>;
  total?: boolean;
}

/** The totals row reads as one: bold in every cell. */
const strongIf = (row: ActivityRow, value: string | number) =>
  row.total ? <strong>{value}</strong> : value;

const columns: DataColumn<ActivityRow>[] = [
  {
    key: 'metro',
    header: 'Metro',
    cell: (row) => strongIf(row, row.metro),
    className: 'rt-nowrap',
  },
  ...ACTIVITY_COLUMNS.map(({ key, header }): DataColumn<ActivityRow> => ({
    key,
    header,
    cell: (row) => strongIf(row, row.counts[key]),
  })),
];

/** The activity per metro (spec section 2), with a totals row. */
export function ActivityTable({
  activity,
  caption,
}: {
  activity: readonly MetroActivity[];
  caption: string;
}) {
  const rows: ActivityRow[] = [
    ...activity.map((row) => ({ metro: metroLabel(row), counts: row })),
    { metro: 'Total', counts: activityTotals(activity), total: true },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(row) => (row.total ? 'total' : `metro-${row.metro}`)}
      caption={caption}
    />
  );
}
