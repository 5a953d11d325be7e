import { useEffect, useId, useState, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncSection } from '@/components/data/AsyncSection';
import { LazySection } from '@/components/layout/LazySection';
import { ClickGapNote } from '@/features/reports/components/ClickGapNote';
import { ReportExports } from '@/features/reports/components/ReportExports';
import { ReportRangeForm } from '@/features/reports/components/ReportRangeForm';
import { defaultRange } from '@/features/reports/reportDates';
import { isEmptyReport } from '@/features/reports/reportFigures';
import { fetchReport, selectReports } from '@/features/reports/reportsSlice';
import type { ReportRange } from '@/features/reports/types';
import { formatDate, todayIso } from '@/lib/dates';
import { usePageTitle } from '@/lib/usePageTitle';

/*
 * The report below the range form: each section's heading at once, its charts and tables as they
 * near the viewport, or once the page has settled (LazySection).
 */
const loadActivity = async () => (await import('./ReportActivity')).ReportActivity;
const loadQuoteRequests = async () =>
  (await import('@/features/reports/components/QuoteRequests')).QuoteRequests;
const loadCostPerQuote = async () =>
  (await import('@/features/reports/components/CostPerQuote')).CostPerQuote;

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
              <LazySection minHeight="38.5rem" load={loadActivity}>
                {(ReportActivity) => <ReportActivity report={report} />}
              </LazySection>
            </ReportSection>
            <ReportSection title="Quote Requests">
              <LazySection minHeight="10rem" load={loadQuoteRequests}>
                {(QuoteRequests) => <QuoteRequests report={report} />}
              </LazySection>
            </ReportSection>
            <ReportSection title="Cost per Quote Request">
              <LazySection minHeight="22rem" load={loadCostPerQuote}>
                {(CostPerQuote) => <CostPerQuote activity={report.activity} range={report.range} />}
              </LazySection>
            </ReportSection>
          </>
        )}
      </AsyncSection>
    </>
  );
}
