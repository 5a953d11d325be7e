import { ActivityTable } from '@/features/reports/components/ActivityTable';
import { ReportCharts } from '@/features/reports/components/charts/ReportCharts';
import type { Report, ReportRange } from '@/features/reports/types';

/** The report's activity: the charts, then their figures per metro (a chunk of its own). */
export function ReportActivity({ report }: { report: Report & { range: ReportRange } }) {
  return (
    <>
      <ReportCharts report={report} />
      <ActivityTable activity={report.activity} caption="Activity per metro" />
    </>
  );
}
