import './DataTable.css';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
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
   * The row's buttons: the cell carries no label in the phone's card layout and sits at the end
   * of the row. The heading stays visible (the spec names these columns: Actions, Add This Metro).
   */
  action?: boolean;
  /** `rt-wide` (a column of prose that needs room), `rt-nowrap` (no wrap from md), or any other. */
  className?: string;
  /** The cell names its row for screen readers (`<th scope="row">`), as a bus type does. */
  rowHeader?: boolean;
}

/** A column of the row's buttons (see `action`), such as the spec's Actions. */
export function actionColumn<Row>(header: string, cell: (row: Row) => ReactNode): DataColumn<Row> {
  return { key: header.toLowerCase(), header, action: true, cell };
}

interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** What the table lists, for screen readers (a visually hidden caption). */
  caption: string;
  className?: string;
}

/** Whether the element's content is wider than the element, kept current as either resizes. */
function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let frame = 0;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    // The observer's first report comes after the browser's own layout: measuring here, at once,
    // would force that layout in the middle of rendering (a long task on a slow phone). The
    // answer changes the table's class, and with it its size: applied in the next frame, not
    // inside the observer's report, or WebKit reports "ResizeObserver loop completed with
    // undelivered notifications" as an error.
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    });
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [ref]);
  return scrolls;
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
  const scrollRef = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(scrollRef);
  return (
    <div
      ref={scrollRef}
      className="rt-scroll"
      // Only a table that really scrolls becomes a stop for the keyboard (and a named region).
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
    >
      <Table hover className={`rt align-middle mb-0 ${className ?? ''}`.trim()}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={classOf(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => {
                const Cell = column.rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={column.key}
                    scope={column.rowHeader ? 'row' : undefined}
                    data-label={column.action ? undefined : column.header}
                    className={classOf(column)}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
