import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Field } from '@/components/form/Field';

interface ReportRangeFieldsProps {
  /** The row's own spacing and alignment. */
  className?: string;
  /** Further columns of the row (the form's button). */
  children?: ReactNode;
}

/**
 * Start Date and End Date (section 5) of a ReportRange form: required, no bound; the browser's
 * date picker. The operator's report and the admin downloads use the same row.
 */
export function ReportRangeFields({ className, children }: ReportRangeFieldsProps) {
  return (
    <Row className={className ? `g-3 ${className}` : 'g-3'}>
      <Col xs={12} sm={6} md={4}>
        <Field name="startDate" label="Start Date" type="date" required className="mb-0" />
      </Col>
      <Col xs={12} sm={6} md={4}>
        <Field name="endDate" label="End Date" type="date" required className="mb-0" />
      </Col>
      {children}
    </Row>
  );
}
