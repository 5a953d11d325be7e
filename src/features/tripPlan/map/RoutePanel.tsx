import { useAppSelector } from '@/app/hooks';
import { selectTripTypes } from '@/features/metadata/metadataSlice';
import { selectSearch } from '@/features/search/selectors';
import { isRoundTrip } from '../tripTypes';
import { RouteView } from './RouteView';

/**
 * Under the plan's summary, once a plan is applied (issue 29): the route on a map, and its legs
 * in words beside it with the miles the estimate uses.
 */
export function RoutePanel() {
  const { plan, tripType } = useAppSelector(selectSearch);
  const tripTypes = useAppSelector(selectTripTypes);
  return plan && <RouteView plan={plan} roundTrip={isRoundTrip(tripType, tripTypes)} />;
}
