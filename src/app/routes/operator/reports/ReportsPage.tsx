import { useEffect, useId, useState, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncSection } from '@/components/data/AsyncSection';
import { ActivityTable } from '@/features/reports/components/ActivityTable';
import { ReportCharts } from '@/features/reports/components/charts/ReportCharts';
import { ClickGapNote } from '@/features/reports/components/ClickGapNote';
import { CostPerQuote } from '@/features/reports/components/CostPerQuote';
import { QuoteRequests } from '@/features/reports/components/QuoteRequests';
import { ReportExports } from '@/features/reports/components/ReportExports';
import { ReportRangeForm } from '@/features/reports/components/ReportRangeForm';
import { defaultRange } from '@/features/reports/reportDates';
import { isEmptyReport } from '@/features/reports/reportFigures';
import { fetchReport, selectReports } from '@/features/reports/reportsSlice';
import type { ReportRange } from '@/features/reports/types';
import { formatDate, todayIso } from '@/lib/dates';
import { usePageTitle } from '@/lib/usePageTitle';

const between = ({ startDate, endDate }: ReportRange) =>
  `from ${formatDate(startDate)} to ${formatDate(endDate)}`;

function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-5">
      <h2 id={headingId} className="h5 mb-3">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /subscribers/reports: a date range (last week by default), the activity per metro as charts
 * and a table, the quote requests per metro, the cost per quote request (beyond the spec) and
 * the CSV exports of the range last asked for.
 */
export function ReportsPage() {
  usePageTitle('Reports');
  const dispatch = useAppDispatch();
  const { range, report, requests } = useAppSelector(selectReports);
  const { status, error } = requests.fetchReport;
  // The form opens on the range last asked for (coming back to the page), else on last week.
  const [initialRange] = useState(() => range ?? defaultRange(todayIso()));

  useEffect(() => {
    void dispatch(fetchReport(initialRange));
  }, [dispatch, initialRange]);

  const asked = range ?? initialRange;
  return (
    <>
      <h1 className="h3 mb-3">Reports</h1>
      <ReportRangeForm
        initialRange={initialRange}
        busy={status === 'pending'}
        onSubmit={(values) => void dispatch(fetchReport(values))}
      />
      <ClickGapNote range={asked} />
      <ReportExports startDate={asked.startDate} endDate={asked.endDate} />
      <AsyncSection
        request={{ status, error }}
        onRetry={() => void dispatch(fetchReport(asked))}
        empty={!report || isEmptyReport(report)}
        emptyText={`No activity and no quote requests ${between(asked)}.`}
        loadingText="Loading your report..."
      >
        {report && (
          <>
            <ReportSection title={`Activity ${between(report.range)}`}>
              <ReportCharts report={report} />
              <ActivityTable activity={report.activity} caption="Activity per metro" />
            </ReportSection>
            <ReportSection title="Quote Requests">
              <QuoteRequests report={report} />
            </ReportSection>
            <ReportSection title="Cost per Quote Request">
              <CostPerQuote activity={report.activity} range={report.range} />
            </ReportSection>
          </>
        )}
      </AsyncSection>
    </>
  );
}
