import { useEffect, useState } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncSection } from '@/components/data/AsyncSection';
import { lazyDialog } from '@/components/dialogs/lazyDialog';
import { SubmitButton } from '@/components/form/SubmitButton';
import { SectionCard } from '@/components/layout/SectionCard';
import { selectAuth } from '@/features/auth/authSlice';
import { fetchCompany, selectCompanyProfile } from '@/features/company/companySlice';
import { MetroSearch } from '@/features/listings/components/MetroSearch';
import { ADD_METRO_FREE_TRIAL_LABEL, ADD_METRO_LABEL } from '@/features/listings/constants';
import { metroLabel } from '@/features/listings/invoicePreview';
import { fetchRecommendedMetros, selectListingsState } from '@/features/listings/listingsSlice';
import { useMetroSearchForm } from '@/features/listings/metroSearch';
import type { MetroOption } from '@/features/listings/types';
import { StepMetroListing, type StepMetroRow } from '@/features/wizard/components/StepMetroListing';
import {
  canFinishMetrosStep,
  NEEDS_METRO,
  type WizardMetroAddress,
} from '@/features/wizard/metrosStep';
import {
  addWizardMetro,
  fetchWizardListings,
  fetchWizardLocations,
  findWizardMetros,
  finishMetrosStep,
  metrosStepOpened,
  metrosStepRequestReset,
  selectMetrosStep,
  wizardLocationsCleared,
} from '@/features/wizard/metrosStepSlice';
import { setupStepDone } from '@/features/wizard/wizardSlice';
import { notify } from '@/lib/notify';
import { succeeded } from '@/lib/succeeded';

// Each dialog loads on the click that opens it.
const RemoveStepMetroDialog = lazyDialog(
  async () =>
    (await import('@/features/wizard/components/RemoveStepMetroDialog')).RemoveStepMetroDialog,
  ({ row }) => row !== null,
);
const WizardAddMetroModal = lazyDialog(
  async () =>
    (await import('@/features/wizard/components/WizardAddMetroModal')).WizardAddMetroModal,
  ({ metro }) => metro !== null,
);

/**
 * /subscribers/init3, Add Metros (spec sections 2, 4 and 5): the account area's metro search
 * over the wizard's own calls, the Add Metro modal, the Metro Listing summary beside it (below
 * on a phone) and Next. Next waits for the first metro (metrosStep.ts says why); when the server
 * refuses it, the button simply comes back, with no message (spec section 8).
 */
export function MetrosStepPage() {
  const dispatch = useAppDispatch();
  const { isFreeTrial } = useAppSelector(selectAuth);
  const { summary, locations, found, requests } = useAppSelector(selectMetrosStep);
  const { recommended, requests: listingRequests } = useAppSelector(selectListingsState);
  const profile = useAppSelector(selectCompanyProfile);
  const form = useMetroSearchForm();
  const [adding, setAdding] = useState<MetroOption | null>(null);
  const [removing, setRemoving] = useState<StepMetroRow | null>(null);
  const listings = summary?.listings ?? [];
  const canFinish = summary !== null && canFinishMetrosStep(listings);

  useEffect(() => {
    dispatch(metrosStepOpened());
    void dispatch(fetchWizardListings());
    void dispatch(fetchRecommendedMetros());
    // The Add Metro modal's phone is the company's.
    void dispatch(fetchCompany({ ifMissing: true }));
  }, [dispatch]);

  const add = (metro: MetroOption) => {
    dispatch(metrosStepRequestReset('addWizardMetro'));
    setAdding(metro);
  };
  const save = async (address: WizardMetroAddress) => {
    if (!adding) return;
    // The modal shows the server's text.
    if (!(await succeeded(dispatch(addWizardMetro({ metro: adding, address })).unwrap()))) return;
    notify('success', `${metroLabel(adding)} has been added to your Metro Listing.`);
    setAdding(null);
  };
  const remove = (row: StepMetroRow) => {
    dispatch(metrosStepRequestReset('removeWizardMetro'));
    setRemoving(row);
  };
  const next = async () => {
    // Spec: no message; Next is enabled again.
    if (!(await succeeded(dispatch(finishMetrosStep()).unwrap()))) return;
    dispatch(setupStepDone(3));
  };

  return (
    <>
      <Row className="g-4">
        <Col lg={8}>
          <SectionCard
            title="Choose Your Metros"
            intro="Add a recommended metro, or find the metros near a city."
          >
            <MetroSearch
              form={form}
              recommended={{ data: recommended, ...listingRequests.fetchRecommendedMetros }}
              onRetryRecommended={() => void dispatch(fetchRecommendedMetros())}
              locations={{ data: locations, ...requests.fetchWizardLocations }}
              searchLocations={(term, signal) =>
                void dispatch(fetchWizardLocations(term, { signal }))
              }
              clearLocations={() => dispatch(wizardLocationsCleared())}
              found={{ data: found, ...requests.findWizardMetros }}
              findMetros={(cityId, radius) => void dispatch(findWizardMetros({ cityId, radius }))}
              listedMetroIds={listings.map((listing) => listing.metroId)}
              addLabel={isFreeTrial ? ADD_METRO_FREE_TRIAL_LABEL : ADD_METRO_LABEL}
              onAdd={add}
            />
          </SectionCard>
        </Col>
        <Col lg={4}>
          <AsyncSection
            request={requests.fetchWizardListings}
            onRetry={() => void dispatch(fetchWizardListings())}
            empty={summary === null}
            loadingText="Loading your Metro Listing..."
          >
            <StepMetroListing
              rows={listings.map((listing) => ({
                id: listing.companyMetroId,
                metroName: listing.metroName,
                monthlyCost: listing.costValue,
              }))}
              total={summary?.totalBilling ?? 0}
              onRemove={remove}
            />
          </AsyncSection>
        </Col>
      </Row>
      <div className="d-flex flex-wrap justify-content-end align-items-center gap-3 mt-4">
        {summary !== null && !canFinish && (
          <p className="mb-0 text-body-secondary">{NEEDS_METRO}</p>
        )}
        <SubmitButton
          type="button"
          busy={requests.finishMetrosStep.status === 'pending'}
          busyLabel="Saving..."
          disabled={!canFinish}
          onClick={() => void next()}
        >
          Next
        </SubmitButton>
      </div>
      <WizardAddMetroModal
        metro={adding}
        phone={profile?.contactPhone ?? ''}
        busy={requests.addWizardMetro.status === 'pending'}
        error={requests.addWizardMetro.error}
        onSave={(address) => void save(address)}
        onCancel={() => setAdding(null)}
      />
      <RemoveStepMetroDialog row={removing} onClose={() => setRemoving(null)} />
    </>
  );
}
