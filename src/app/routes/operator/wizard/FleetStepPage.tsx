import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { fetchCompany, selectCompanyProfile } from '@/features/company/companySlice';
import { FleetManager } from '@/features/fleet/components/FleetManager';
import { postWizardFleet } from '@/features/fleet/fleetApi';
import { selectFleetItems } from '@/features/fleet/fleetSlice';
import type { FleetLevel } from '@/features/fleet/types';
import { StepNext } from '@/features/wizard/components/StepNext';
import { FLEET_NEEDED } from '@/features/wizard/fleetStep';
import { postSetupStepTwo } from '@/features/wizard/fleetStepApi';

const COMPANY_FLEET: FleetLevel = { kind: 'company' };

/**
 * /subscribers/init2, setup step 2 (Fleet Information): the company fleet with the account
 * area's table and modal, saved through the wizard's own paths; Next marks the step done.
 */
export function FleetStepPage() {
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectCompanyProfile);
  const items = useAppSelector((state) => selectFleetItems(state, COMPANY_FLEET));

  // The company's city and state show its market rates in the fleet modal.
  useEffect(() => {
    void dispatch(fetchCompany({ ifMissing: true }));
  }, [dispatch]);

  return (
    <>
      <p>Add each type of bus you run: how many, their seats and model year, and your rates.</p>
      <FleetManager
        level={COMPANY_FLEET}
        caption="Your fleet"
        market={
          profile?.city && profile.state
            ? { city: profile.city, state: profile.state, ownName: profile.name }
            : null
        }
        companySave={postWizardFleet}
      />
      <StepNext
        step={2}
        post={postSetupStepTwo}
        blockedBy={items.length > 0 ? null : FLEET_NEEDED}
      />
    </>
  );
}
