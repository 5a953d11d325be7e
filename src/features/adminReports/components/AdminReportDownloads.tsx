import { Form as FormikForm, Formik } from 'formik';
import { useState, type ReactNode } from 'react';
import { DownloadControl } from '@/components/data/DownloadControl';
import { FormSummary } from '@/components/form/FormSummary';
import { lazySchema } from '@/components/form/lazySchema';
import { defaultRange } from '@/features/reports/reportDates';
import type { ReportRange } from '@/features/reports/types';
import { todayIso } from '@/lib/dates';
import { adminReportRequest, ADMIN_REPORTS } from '../adminReportsApi';

// The rules (Yup) load with the form's first use, not with the screen.
const reportRangeChecks = lazySchema<ReportRange>(
  async () => (await import('@/features/reports/schemas')).reportRangeSchema,
);

interface AdminReportDownloadsProps {
  /** The Start Date and End Date row: the operator report's, which the route brings. */
  dateFields: ReactNode;
}

/**
 * One date range (the operator report's rules and default: last week through today) for the
 * five downloads. A download checks the dates first: invalid ones show their errors and start
 * nothing. Several downloads may run at once.
 */
export function AdminReportDownloads({ dateFields }: AdminReportDownloadsProps) {
  const [initialValues] = useState<ReportRange>(() => defaultRange(todayIso()));
  return (
    <Formik<ReportRange>
      initialValues={initialValues}
      validate={reportRangeChecks.validate}
      // Nothing to send on Enter: each download sends its own request.
      onSubmit={() => undefined}
    >
      {({ values, submitForm, validateForm }) => {
        const rangeIfValid = async (): Promise<ReportRange | null> => {
          await submitForm();
          const errors = await validateForm();
          return Object.keys(errors).length === 0 ? values : null;
        };
        return (
          <FormikForm onFocus={reportRangeChecks.preload} noValidate aria-label="Report dates">
            <FormSummary />
            {dateFields}
            <h2 className="h5 mb-0">Downloads</h2>
            {ADMIN_REPORTS.map((report) => (
              <DownloadControl
                key={report.key}
                name={report.name}
                description={report.description}
                prepare={async () => {
                  const range = await rangeIfValid();
                  return range && adminReportRequest(report, range);
                }}
              />
            ))}
          </FormikForm>
        );
      }}
    </Formik>
  );
}
