import { plural } from '@/lib/format';
import { formatAmount } from '@/lib/money';
import type { TripCosts } from './costs';
import type { EstimateInputs } from './types';

/** What no estimate counts: named, never folded into a figure (issue 34); written once here. */
export const NOT_INCLUDED_ITEMS = 'tolls, parking, permits, fuel surcharges and taxes';
export const NOT_INCLUDED = `Not included: ${NOT_INCLUDED_ITEMS}.`;

const QUOTE_COUNTS = "The company's quote is what counts.";

/** The extras of the all-in estimate in words: "a driver's room at $110 a night, a 15% gratuity". */
function extrasText(costs: TripCosts): string {
  const parts = ["the empty drive from each company's base to the start and home from the end"];
  if (costs.relief) parts.push(`a relief driver at ${formatAmount(costs.reliefDay)} a day`);
  if (costs.room > 0) {
    parts.push(`a room for each driver at ${formatAmount(costs.room)} a night away`);
  }
  if (costs.gratuity > 0) parts.push(`a ${costs.gratuity}% gratuity`);
  const last = parts.pop();
  return parts.length > 0 ? `${parts.join(', ')} and ${last}` : (last ?? '');
}

/**
 * The plain words every figure stands on, said once next to the control. Not in the first load:
 * the planner shows it, and with an estimate the estimate's view (both lazy).
 */
export function estimateNote(estimate: EstimateInputs | null, costs?: TripCosts): string {
  if (!estimate || !costs) {
    return `All-in estimates start from each company's posted day and mile rates and add what a group usually pays on top. ${NOT_INCLUDED} ${QUOTE_COUNTS}`;
  }
  const { people, days, miles } = estimate;
  const trip = `${people} ${plural(people, 'person', 'people')}, ${days} ${plural(days, 'day')} and ${miles.toLocaleString('en-US')} ${plural(miles, 'mile')}`;
  return `All-in estimates for ${trip}: each company's posted day and mile rates, with ${extrasText(costs)}. ${NOT_INCLUDED} ${QUOTE_COUNTS}`;
}
