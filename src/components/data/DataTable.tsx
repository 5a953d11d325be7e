import './DataTable.css';
import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';

/**
 * Which screens a column needs (the spec's table breakpoints, DataTable.css): 1 always,
 * 2 from md (720), 3 from lg (1024), 4 from xlg (1920). Below sm (450) every row becomes a card
 * that shows all its cells, each with its own label.
 */
export type ColumnPriority = 1 | 2 | 3 | 4;

export interface DataColumn<Row> {
  key: string;
  /** The column heading, and the cell's label when the row is a card. */
  header: string;
  cell: (row: Row) => ReactNode;
  priority?: ColumnPriority;
  /**
   * The row's buttons: the heading is for screen readers only, the cell carries no label and
   * sits at the end of the row.
   */
  action?: boolean;
  /** `rt-wide` (a column of prose that needs room), `rt-nowrap` (no wrap from md), or any other. */
  className?: string;
}

interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** What the table lists, for screen readers (a visually hidden caption). */
  caption: string;
  className?: string;
}

function classOf(column: DataColumn<never>): string | undefined {
  const classes = [
    column.priority && column.priority > 1 ? `rt-p${column.priority}` : '',
    column.action ? 'rt-action' : '',
    column.className ?? '',
  ].filter(Boolean);
  return classes.length > 0 ? classes.join(' ') : undefined;
}

/** A responsive table: low-priority columns drop out on narrower screens, rows become cards on a phone. */
export function DataTable<Row>({ rows, columns, rowKey, caption, className }: DataTableProps<Row>) {
  return (
    <Table hover className={`rt align-middle mb-0 ${className ?? ''}`.trim()}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={classOf(column)}>
              {column.action ? (
                <span className="visually-hidden">{column.header}</span>
              ) : (
                column.header
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td
                key={column.key}
                data-label={column.action ? undefined : column.header}
                className={classOf(column)}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
