import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import './CompareTable.css';
import { useId } from 'react';
import { allAgree, markBest } from '@/features/compare/compareFacts';
import type { CompareRow } from './compareRows';
import type { CompareColumn } from './useCompareColumns';

interface CompareTableProps {
  columns: readonly CompareColumn[];
  rows: readonly CompareRow[];
  /** Hide the rows where every company says the same. */
  onlyDifferences: boolean;
  /** "Dallas, TX": where a company no longer found was looked for. */
  place: string | null;
}

/**
 * The companies side by side: one column each, one row per thing compared, the row's best value
 * marked in words as well as colour. On a phone the row names stay put while the companies
 * scroll sideways inside the table's own region.
 */
export function CompareTable({ columns, rows, onlyDifferences, place }: CompareTableProps) {
  const captionId = useId();
  const { t } = useLingui();
  const count = columns.length;
  const judged = rows.map((row) => {
    const facts = columns.map((column) => (column.result ? row.fact(column.result) : null));
    const best = row.best
      ? markBest(
          facts.map((fact) => fact?.score),
          row.best.better,
        )
      : columns.map(() => false);
    return { row, best, agree: allAgree(facts.map((fact) => fact?.key ?? null)) };
  });
  const shown = judged.filter(({ row, agree }) => !(onlyDifferences && agree && !row.always));
  const hidden = judged.length - shown.length;

  return (
    <div className="compare-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="table compare-table align-middle caption-top mb-0">
        <caption id={captionId}>
          {hidden > 0
            ? t`Comparing ${plural(count, { one: '# bus company', other: '# bus companies' })}; ${plural(hidden, { one: '# row where all agree is hidden', other: '# rows where all agree are hidden' })}`
            : plural(count, { one: 'Comparing # bus company', other: 'Comparing # bus companies' })}
        </caption>
        <thead>
          <tr>
            <td className="compare-table__corner" />
            {columns.map((column) => (
              <th key={column.id} scope="col" className="compare-table__company">
                {column.name ?? t`Company not found`}
                {!column.result && (
                  <span className="d-block small fw-normal text-danger">
                    {place ? t`No longer found in a search of ${place}` : t`No longer found`}
                  </span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map(({ row, best }) => (
            <tr key={row.id}>
              <th scope="row">{row.label}</th>
              {columns.map((column, position) =>
                column.result ? (
                  <td
                    key={column.id}
                    className={best[position] ? 'compare-table__best' : undefined}
                  >
                    {row.render(column.result)}
                    {best[position] && row.best && (
                      <span className="compare-table__tag">{row.best.text}</span>
                    )}
                  </td>
                ) : (
                  <td key={column.id}>
                    <span aria-hidden="true">-</span>
                    <span className="visually-hidden">
                      <Trans>Not available</Trans>
                    </span>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
