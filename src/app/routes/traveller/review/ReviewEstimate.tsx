import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useAppSelector } from '@/app/hooks';
import { selectQuoteRequests } from '@/features/quoteCart/quoteCartSlice';
import type { TripEstimate } from '@/features/search/estimate';
import { selectEstimateInputs, selectSearch } from '@/features/search/selectors';
import type { EstimateInputs } from '@/features/search/types';
import { routeText } from '@/features/tripPlan/routeText';
import { formatAmount } from '@/lib/money';
import { useEstimateView } from '../search/useEstimateView';

const noEstimates = (): readonly TripEstimate[] | null => null;

/** The trip in words: the plan's places first (the round trip is not said), then its figures. */
function tripText(search: ReturnType<typeof selectSearch>, estimate: EstimateInputs): string {
  const days = plural(estimate.days, { one: '# day', other: '# days' });
  const miles = plural(estimate.miles, { one: '# mile', other: '# miles' });
  const people = plural(estimate.people, { one: '# person', other: '# people' });
  if (!search.plan) return t`${days}, ${miles}, ${people}`;
  const route = routeText(search.plan, false);
  return t`${route}, ${days}, ${miles}, ${people}`;
}

/**
 * /review's one line on the all-in estimate (issue 34): the planned trip and the range of the
 * companies in the list, the cards' own figures (allInEstimate, through the same selector). Not sent: the contract has no field
 * for it. The figures come from the search's answer on hand; after a reload, which keeps the
 * trip but not the answer, the line says where to see them. When the place data did not load,
 * the figures on hand show, without the drives, and the line says so (issue 47).
 */
export function ReviewEstimate() {
  const estimate = useAppSelector(selectEstimateInputs);
  const search = useAppSelector(selectSearch);
  const requests = useAppSelector(selectQuoteRequests);
  const view = useEstimateView(estimate !== null);
  const estimates = useAppSelector(view?.selectEstimates ?? noEstimates);
  if (!estimate) return null;
  const trip = tripText(search, estimate);
  const shown = requests.flatMap((request) => {
    const index = search.unfilteredResults.findIndex((result) => result.company.id === request.id);
    const found = estimates?.[index];
    // A figure still coming (its base not measured yet) is left out, never shown to change.
    return found?.kind === 'priced' && found.driveGap !== 'measuring' ? [found] : [];
  });
  const figures = shown.flatMap((found) => [found.low, found.high]);
  // The place data did not load (issue 47): the figures on hand, without the drives, said so.
  const unmeasured =
    search.bases?.requestId === (search.requestId ?? null) &&
    search.bases.failed === true &&
    shown.some((found) => found.driveGap === 'baseUnknown');
  const low = formatAmount(Math.min(...figures));
  const high = formatAmount(Math.max(...figures));
  const range =
    figures.length === 0
      ? t`each company’s figure is on the search results`
      : high !== low
        ? t`${low} to ${high} for the companies in your list (not sent with the request)`
        : t`${low} for the companies in your list (not sent with the request)`;
  return (
    <p className="review-estimate small mb-3">
      <Trans>
        <span className="fw-semibold">All-in estimate</span> for your trip ({trip}): {range}.
      </Trans>
      {unmeasured && (
        <>
          {' '}
          <Trans>The drive to and from each company is not counted.</Trans>
        </>
      )}
    </p>
  );
}
