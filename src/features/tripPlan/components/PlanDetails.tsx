import { useAppSelector } from '@/app/hooks';
import { selectTripTypes } from '@/features/metadata/metadataSlice';
import { selectSearch } from '@/features/search/selectors';
import { PlanSummary } from './PlanSummary';

/** Under the estimate control: what a link lost, and the plan the estimate comes from. */
export function PlanDetails() {
  const { plan, planNote, tripType } = useAppSelector(selectSearch);
  const tripTypes = useAppSelector(selectTripTypes);
  return (
    <>
      {planNote && <p className="small text-danger mt-2 mb-0">{planNote}</p>}
      {plan && <PlanSummary plan={plan} tripType={tripType} tripTypes={tripTypes} />}
    </>
  );
}
