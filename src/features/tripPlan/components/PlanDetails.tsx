import { Trans } from '@lingui/react/macro';
import type { MouseEvent, ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectTripTypes } from '@/features/metadata/metadataSlice';
import { readCosts } from '@/features/search/costs';
import { selectSearch } from '@/features/search/selectors';
import { isRepeatClick } from '@/lib/repeatClick';
import { fixTrip } from '../applyPlan';
import { RoutePanel } from '../map/RoutePanel';
import { drivingTripOf } from '../drivingTrip';
import { isRoundTrip } from '../tripTypes';
import { DrivingCheck } from './DrivingCheck';
import { HowEstimated } from './HowEstimated';
import { PlanSummary } from './PlanSummary';
import { useLocateBases } from './useLocateBases';

interface PlanDetailsProps {
  /** Under those lines (PlanExtras) rather than the lines themselves. */
  extras?: boolean;
  /** After a fix of the driving check: the address to show. */
  onAddress?: (address: string) => void;
  /** Under the plan's summary: the way to its trip sheet (another feature's, composed by the page). */
  sheetLink?: ReactNode;
}

/**
 * Under the estimate control: what a link lost, the plan the estimate comes from, each driving
 * day's hours with the driver's legal day checked (and its fixes), and how the all-in estimate
 * is made; with `extras`, what goes under those lines (PlanExtras).
 */
export function PlanDetails({ extras = false, onAddress, sheetLink }: PlanDetailsProps) {
  const dispatch = useAppDispatch();
  const { plan, planNote, tripType, estimate, costs } = useAppSelector(selectSearch);
  const tripTypes = useAppSelector(selectTripTypes);
  if (extras) return <PlanExtras />;
  const roundTrip = isRoundTrip(tripType, tripTypes);
  const relief = readCosts(costs).relief;
  const trip = estimate && drivingTripOf(plan, estimate, roundTrip);
  const fix = (which: 'relief' | 'day') => (event: MouseEvent) => {
    if (isRepeatClick(event)) return;
    void dispatch(fixTrip(which))
      .unwrap()
      .then((address) => onAddress?.(address));
  };
  return (
    <>
      {planNote && <p className="small text-danger mt-2 mb-0">{planNote}</p>}
      {plan && <PlanSummary plan={plan} tripType={tripType} tripTypes={tripTypes} />}
      {plan && sheetLink && <p className="mt-2 mb-0">{sheetLink}</p>}
      {trip && (
        <div className="small mt-2">
          <DrivingCheck
            {...trip}
            relief={relief}
            renderFixes={(fixes) =>
              (fixes.day || fixes.relief) && (
                <div className="d-flex flex-wrap gap-2 mt-2">
                  {fixes.day && (
                    <Button size="sm" variant="outline-dark" onClick={fix('day')}>
                      <Trans>Add a day</Trans>
                    </Button>
                  )}
                  {fixes.relief && (
                    <Button size="sm" variant="outline-dark" onClick={fix('relief')}>
                      <Trans>Add a relief driver</Trans>
                    </Button>
                  )}
                </div>
              )
            }
          />
        </div>
      )}
      {estimate && <HowEstimated />}
    </>
  );
}

/**
 * Under the estimate's lines, outside their live region (the page shows it once there is an
 * estimate, the nearest base is asked for, or the places are known): the plan's route map and
 * legs, and the companies' distances measured for each answer.
 */
function PlanExtras() {
  useLocateBases();
  const { plan } = useAppSelector(selectSearch);
  return plan && <RoutePanel />;
}
