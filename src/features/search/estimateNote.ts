import { plural } from '@/lib/format';
import type { EstimateInputs } from './types';

const EXCLUDED =
  "Taxes, fees, driver lodging and gratuity are not included; the company's quote is what counts.";

/**
 * The plain words every figure stands on, said once next to the control. Not in the first load:
 * the planner shows it, and with an estimate the estimate's view (both lazy).
 */
export function estimateNote(estimate: EstimateInputs | null): string {
  if (!estimate) return `Estimates come from each company's posted day and mile rates. ${EXCLUDED}`;
  const { people, days, miles } = estimate;
  const trip = `${people} ${plural(people, 'person', 'people')}, ${days} ${plural(days, 'day')} and ${miles.toLocaleString('en-US')} ${plural(miles, 'mile')}`;
  return `Estimates for ${trip}, from each company's posted day and mile rates. ${EXCLUDED}`;
}
