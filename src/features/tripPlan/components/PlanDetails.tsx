import { useAppSelector } from '@/app/hooks';
import { selectTripTypes } from '@/features/metadata/metadataSlice';
import { selectSearch } from '@/features/search/selectors';
import { RoutePanel } from '../map/RoutePanel';
import { PlanSummary } from './PlanSummary';
import { useLocateBases } from './useLocateBases';

/**
 * Under the estimate control: what a link lost, and the plan the estimate comes from; with
 * `extras`, what goes under those lines (PlanExtras).
 */
export function PlanDetails({ extras = false }: { extras?: boolean }) {
  const { plan, planNote, tripType } = useAppSelector(selectSearch);
  const tripTypes = useAppSelector(selectTripTypes);
  if (extras) return <PlanExtras />;
  return (
    <>
      {planNote && <p className="small text-danger mt-2 mb-0">{planNote}</p>}
      {plan && <PlanSummary plan={plan} tripType={tripType} tripTypes={tripTypes} />}
    </>
  );
}

/**
 * Under the estimate's lines, outside their live region (the page shows it once there is a
 * plan, the nearest base is asked for, or the places are known): the plan's route map and legs,
 * and the companies' distances measured for each answer.
 */
function PlanExtras() {
  useLocateBases();
  const { plan } = useAppSelector(selectSearch);
  return plan && <RoutePanel />;
}
