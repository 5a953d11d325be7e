import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncSection } from '@/components/data/AsyncSection';
import { UnsavedChanges } from '@/components/form/UnsavedChanges';
import { fetchCompany, selectCompany } from '@/features/company/companySlice';
import { ProfileStepForm } from '@/features/wizard/components/ProfileStepForm';

/**
 * /subscribers/init, setup step 1 (Profile Information). The company is read afresh on each
 * visit, so an operator who left mid-setup resumes with what the server has; the form starts
 * from that answer only (not from an older copy in the store).
 */
export function ProfileStepPage() {
  const dispatch = useAppDispatch();
  const { profile, requests } = useAppSelector(selectCompany);
  const request = requests.fetchCompany;
  const [readHere, setReadHere] = useState(false);

  const read = useCallback(() => {
    void dispatch(fetchCompany()).then((action) => {
      if (fetchCompany.fulfilled.match(action)) setReadHere(true);
    });
  }, [dispatch]);
  useEffect(read, [read]);

  return (
    <UnsavedChanges>
      <AsyncSection
        request={request}
        onRetry={read}
        empty={!readHere || !profile}
        loadingText="Loading your company..."
      >
        {profile && <ProfileStepForm company={profile} />}
      </AsyncSection>
    </UnsavedChanges>
  );
}
