import type { TripType } from '@/features/metadata/types';
import { measurePlan } from '../measure';
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
  const roundTrip = isRoundTrip(tripType, tripTypes);
  const { legs } = measurePlan(plan, roundTrip);
  const via = plan.stops.length > 0 ? ` via ${plan.stops.map((stop) => stop.name).join('; ')}` : '';
  const route = `${plan.origin ? `${plan.origin.name} to ` : 'To '}${plan.destination.name}${via}${roundTrip ? ' and back' : ''}`;
  return (
    <p className="small mt-2 mb-0">
      <span className="fw-semibold">Your trip:</span> {route}.{' '}
      {legs && sentence(milesExplanation(legs))}
    </p>
  );
}
