import { Alert } from '@/components/feedback/Alert';
import { CLICK_GAP_NOTE } from '../constants';
import { overlapsClickGap } from '../reportDates';
import type { ReportRange } from '../types';

/** The spec's note on missing click statistics, only for a range that reaches into the gap. */
export function ClickGapNote({ range }: { range: ReportRange }) {
  if (!overlapsClickGap(range)) return null;
  return (
    <Alert variant="info" className="py-2">
      {CLICK_GAP_NOTE}
    </Alert>
  );
}
