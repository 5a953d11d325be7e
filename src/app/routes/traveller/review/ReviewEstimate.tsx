import { useAppSelector } from '@/app/hooks';
import { selectQuoteRequests } from '@/features/quoteCart/quoteCartSlice';
import type { TripEstimate } from '@/features/search/estimate';
import { selectEstimateInputs, selectSearch } from '@/features/search/selectors';
import { routeText } from '@/features/tripPlan/routeText';
import { plural } from '@/lib/format';
import { formatAmount } from '@/lib/money';
import { useEstimateView } from '../search/useEstimateView';

const noEstimates = (): readonly TripEstimate[] | null => null;

/** The plan's places before the figures, or nothing without a plan (the round trip is not said). */
function routeOf(search: ReturnType<typeof selectSearch>): string {
  return search.plan ? `${routeText(search.plan, false)}, ` : '';
}

/**
 * /review's one line on the all-in estimate (issue 34): the planned trip and the range of the
 * companies in the list, the cards' own figures (allInEstimate, through the same selector). Not sent: the contract has no field
 * for it. The figures come from the search's answer on hand; after a reload, which keeps the
 * trip but not the answer, the line says where to see them.
 */
export function ReviewEstimate() {
  const estimate = useAppSelector(selectEstimateInputs);
  const search = useAppSelector(selectSearch);
  const requests = useAppSelector(selectQuoteRequests);
  const view = useEstimateView(estimate !== null);
  const estimates = useAppSelector(view?.selectEstimates ?? noEstimates);
  if (!estimate) return null;
  const trip = `${routeOf(search)}${estimate.days} ${plural(estimate.days, 'day')}, ${estimate.miles.toLocaleString('en-US')} ${plural(estimate.miles, 'mile')}, ${estimate.people} ${plural(estimate.people, 'person', 'people')}`;
  const figures = requests.flatMap((request) => {
    const index = search.unfilteredResults.findIndex((result) => result.company.id === request.id);
    const found = estimates?.[index];
    // A figure still coming (its base not measured yet) is left out, never shown to change.
    return found?.kind === 'priced' && found.driveGap !== 'measuring'
      ? [found.low, found.high]
      : [];
  });
  const low = Math.min(...figures);
  const high = Math.max(...figures);
  const range =
    figures.length === 0
      ? 'each company’s figure is on the search results'
      : `${formatAmount(low)}${high > low ? ` to ${formatAmount(high)}` : ''} for the companies in your list (not sent with the request)`;
  return (
    <p className="review-estimate small mb-3">
      <span className="fw-semibold">All-in estimate</span> for your trip ({trip}): {range}.
    </p>
  );
}
