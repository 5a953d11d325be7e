import { useCallback, useId } from 'react';
import { useAppSelector } from '@/app/hooks';
import { DownloadControl } from '@/components/data/DownloadControl';
import { selectAuth } from '@/features/auth/authSlice';
import { formatDate } from '@/lib/dates';
import { reportExportRequest, type ReportExport } from '../exportsApi';

interface ReportExportsProps {
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD */
  endDate: string;
}

const EXPORTS: readonly { kind: ReportExport; description: string }[] = [
  { kind: 'quotes', description: 'Every quote request of the range, one line each.' },
  {
    kind: 'clicks',
    description: 'The activity per metro: quotes, messages and each kind of click.',
  },
];

/**
 * The report's two CSV exports (quotes, clicks) for the range last asked for, from the
 * long-running API: each downloads on its own, with progress and Cancel, beside the report.
 */
export function ReportExports({ startDate, endDate }: ReportExportsProps) {
  const headingId = useId();
  const { companyId } = useAppSelector(selectAuth);
  const from = formatDate(startDate);
  const to = formatDate(endDate);
  // Shown and offered once both ends are dates (formatDate gives '' for anything else).
  const ready = from !== '' && to !== '' && companyId !== null;
  const prepare = useCallback(
    (kind: ReportExport) =>
      companyId === null ? null : reportExportRequest(kind, companyId, { startDate, endDate }),
    [companyId, startDate, endDate],
  );
  return (
    <section aria-labelledby={headingId} className="mb-5">
      <h2 id={headingId} className="h5 mb-1">
        CSV Exports
      </h2>
      {ready && (
        <p className="small text-muted mb-1">
          From {from} to {to}.
        </p>
      )}
      {EXPORTS.map(({ kind, description }) => (
        <DownloadControl
          key={kind}
          name={kind}
          description={description}
          prepare={() => prepare(kind)}
          disabled={!ready}
        />
      ))}
    </section>
  );
}
