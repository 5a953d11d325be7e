import Container from 'react-bootstrap/Container';
import { AdminReportDownloads } from '@/features/adminReports/components/AdminReportDownloads';
import { ReportRangeFields } from '@/features/reports/components/ReportRangeFields';
import { usePageTitle } from '@/lib/usePageTitle';

/** /admin/reports: the five CSV reports of a date range (spec sections 2 and 7). */
export function AdminReportsPage() {
  usePageTitle('Admin Reports');
  return (
    <Container className="py-4">
      <h1 className="h3 mb-1">Admin Reports</h1>
      <p className="text-muted">
        Choose the dates, then download any report as a CSV file. A large report can take the server
        a few minutes: keep this page open until it is saved.
      </p>
      <AdminReportDownloads dateFields={<ReportRangeFields className="mb-3" />} />
    </Container>
  );
}
