import type { DownloadRequest } from '@/lib/download';
import type { ReportRange } from '@/features/reports/types';

export interface AdminReport {
  /** The path segment of GET /portal/reports/{key}. */
  key: string;
  /** As said in a sentence ("The sales push download failed."). */
  name: string;
  description: string;
  /** The spec's file name (the server's Content-Disposition wins when it gives one). */
  fileName: (range: ReportRange) => string;
}

/** The five admin reports (spec section 7), in the spec's order. */
export const ADMIN_REPORTS: readonly AdminReport[] = [
  {
    key: 'metro_breakdown',
    name: 'metro breakdown',
    description: 'Each listing, day by day: position, cost, quotes, messages and clicks.',
    fileName: () => 'metro_breakdown.csv',
  },
  {
    key: 'sales_push',
    name: 'sales push',
    description: 'Every listing with its company contact and what it brought in the range.',
    fileName: () => 'sales_push.csv',
  },
  {
    key: 'registered_users',
    name: 'registered users',
    description: 'The accounts registered in the range.',
    fileName: () => 'registered_users.csv',
  },
  {
    key: 'uma_companies',
    name: 'UMA companies',
    description: 'The United Motorcoach Association member companies.',
    fileName: () => 'uma_companies.csv',
  },
  {
    key: 'metro_ranking_stats',
    name: 'metro ranking stats',
    description: "Each metro's ranking: position, company, cost, quotes and share of clicks.",
    fileName: ({ startDate, endDate }) => `metro_ranking_stats_${startDate}_${endDate}.csv`,
  },
];

/** GET /portal/reports/{key} on the long-running API, with start_date and end_date. */
export function adminReportRequest(report: AdminReport, range: ReportRange): DownloadRequest {
  return {
    method: 'get',
    path: `/portal/reports/${report.key}`,
    // Query names are not converted (the contract's rule): written as the contract writes them.
    params: { start_date: range.startDate, end_date: range.endDate },
    fileName: report.fileName(range),
  };
}
