import { Trans } from '@lingui/react/macro';
import { useLingui } from '@/lib/i18n/react';
import type { TripType } from '@/features/metadata/types';
import { measurePlan } from '../measure';
import { routeText } from '../routeText';
import { milesExplanation } from '../tripMiles';
import { isRoundTrip } from '../tripTypes';
import type { TripPlan } from '../types';
import { sentence } from './PlanExplanation';

interface PlanSummaryProps {
  plan: TripPlan;
  /** The search's trip type, and metadata's list to tell a round trip. */
  tripType: number | null;
  tripTypes: readonly TripType[];
}

/** The plan in one line beside the estimate, once the planner has closed. */
export function PlanSummary({ plan, tripType, tripTypes }: PlanSummaryProps) {
  // The route's words are read in the language of the moment.
  useLingui();
  const roundTrip = isRoundTrip(tripType, tripTypes);
  const { legs } = measurePlan(plan, roundTrip);
  const words = routeText(plan, roundTrip);
  const route = `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
  return (
    <p className="small mt-2 mb-0">
      <Trans>
        <span className="fw-semibold">Your trip:</span> {route}.
      </Trans>{' '}
      {legs && sentence(milesExplanation(legs))}
    </p>
  );
}
