import { Form as FormikForm, Formik } from 'formik';
import Col from 'react-bootstrap/Col';
import { FormSummary } from '@/components/form/FormSummary';
import { FormikSubmitButton } from '@/components/form/FormikSubmitButton';
import { lazySchema } from '@/components/form/lazySchema';
import type { ReportRange } from '../types';
import { ReportRangeFields } from './ReportRangeFields';

// The rules (Yup) load with the form's first use, not with the screen.
const reportRangeChecks = lazySchema<ReportRange>(
  async () => (await import('../schemas')).reportRangeSchema,
);

interface ReportRangeFormProps {
  initialRange: ReportRange;
  busy: boolean;
  onSubmit: (range: ReportRange) => void;
}

/** The operator report's dates and Show Report. */
export function ReportRangeForm({ initialRange, busy, onSubmit }: ReportRangeFormProps) {
  return (
    <Formik<ReportRange>
      initialValues={initialRange}
      validate={reportRangeChecks.validate}
      onSubmit={(values, { setSubmitting }) => {
        onSubmit({ startDate: values.startDate, endDate: values.endDate });
        // The report loads in the store (busy): this submit is over.
        setSubmitting(false);
      }}
    >
      <FormikForm
        onFocus={reportRangeChecks.preload}
        noValidate
        aria-label="Report dates"
        className="mb-4"
      >
        <FormSummary />
        <ReportRangeFields className="align-items-end">
          <Col xs={12} md={4}>
            <FormikSubmitButton busy={busy} busyLabel="Loading...">
              Show Report
            </FormikSubmitButton>
          </Col>
        </ReportRangeFields>
      </FormikForm>
    </Formik>
  );
}
