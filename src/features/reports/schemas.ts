import * as Yup from 'yup';
import { isValidIsoDate } from '@/lib/dateInput';
import type { ReportRange } from './types';

/** Our texts: the spec gives only the two required messages (section 5). */
export const START_DATE_INVALID = 'Start Date must be a valid date';
export const END_DATE_INVALID = 'End Date must be a valid date';
export const END_BEFORE_START = 'End Date must be on or after the Start Date';

/** The report's range (section 5): both dates required, no bound, the end not before the start. */
export const reportRangeSchema: Yup.ObjectSchema<ReportRange> = Yup.object({
  startDate: Yup.string()
    .required('Start Date is required')
    .test('date', START_DATE_INVALID, (value) => !value || isValidIsoDate(value)),
  endDate: Yup.string()
    .required('End Date is required')
    .test('date', END_DATE_INVALID, (value) => !value || isValidIsoDate(value))
    .test('order', END_BEFORE_START, (value, context) => {
      const start = (context.parent as Partial<ReportRange>).startDate ?? '';
      // A missing or broken start has its own message; the order is judged once both are dates.
      return !isValidIsoDate(start) || value >= start;
    }),
});
