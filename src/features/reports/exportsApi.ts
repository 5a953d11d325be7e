import type { DownloadRequest } from '@/lib/download';
import type { ReportRange } from './types';

export type ReportExport = 'quotes' | 'clicks';

/**
 * POST /subscribers/reports/export/quotes and /clicks (long-running API): the report's body;
 * the server names the file by the dates (the contract assumes {start_date}_{end_date}.csv,
 * which is also the name used when the server gives none).
 */
export function reportExportRequest(
  kind: ReportExport,
  companyId: number,
  { startDate, endDate }: ReportRange,
): DownloadRequest {
  return {
    method: 'post',
    path: `/subscribers/reports/export/${kind}`,
    body: { companyId, startDate, endDate },
    fileName: `${startDate}_${endDate}.csv`,
  };
}
