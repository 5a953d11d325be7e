import { plural, t } from '@lingui/core/macro';
import { formatAmount } from '@/lib/money';
import type { TripCosts } from './costs';
import type { EstimateInputs } from './types';

// Read while rendering, in the language of the moment (`t` of @lingui/core/macro).

/** What no estimate counts: named, never folded into a figure (issue 34); written once here. */
export const notIncludedItems = () => t`tolls, parking, permits, fuel surcharges and taxes`;
export function notIncluded(): string {
  const items = notIncludedItems();
  return t`Not included: ${items}.`;
}

const quoteCounts = () => t`The company's quote is what counts.`;

/** The extras of the all-in estimate in words: "a driver's room at $110 a night, a 15% gratuity". */
function extrasText(costs: TripCosts): string {
  const parts = [t`the empty drive from each company's base to the start and home from the end`];
  if (costs.relief) {
    const day = formatAmount(costs.reliefDay);
    parts.push(t`a relief driver at ${day} a day`);
  }
  if (costs.room > 0) {
    const night = formatAmount(costs.room);
    parts.push(t`a room for each driver at ${night} a night away`);
  }
  if (costs.gratuity > 0) {
    const gratuity = costs.gratuity;
    parts.push(t`a ${gratuity}% gratuity`);
  }
  const last = parts.pop() ?? '';
  if (parts.length === 0) return last;
  const head = parts.join(', ');
  return t`${head} and ${last}`;
}

/**
 * The plain words every figure stands on, said once next to the control. Not in the first load:
 * the planner shows it, and with an estimate the estimate's view (both lazy).
 */
export function estimateNote(estimate: EstimateInputs | null, costs?: TripCosts): string {
  const notCounted = notIncluded();
  const counts = quoteCounts();
  if (!estimate || !costs) {
    return t`All-in estimates start from each company's posted day and mile rates and add what a group usually pays on top. ${notCounted} ${counts}`;
  }
  const { people, days, miles } = estimate;
  const group = plural(people, { one: '# person', other: '# people' });
  const length = plural(days, { one: '# day', other: '# days' });
  const distance = plural(miles, { one: '# mile', other: '# miles' });
  const extras = extrasText(costs);
  return t`All-in estimates for ${group}, ${length} and ${distance}: each company's posted day and mile rates, with ${extras}. ${notCounted} ${counts}`;
}
