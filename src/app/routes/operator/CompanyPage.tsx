import { useEffect } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncSection } from '@/components/data/AsyncSection';
import { lazyDialog } from '@/components/dialogs/lazyDialog';
import { UnsavedChanges } from '@/components/form/UnsavedChanges';
import { paths } from '@/config/paths';
import { BUSINESS_HIGHLIGHTS, CHARTER_BUS_SERVICES } from '@/features/company/codeLabels';
import {
  companyNoticesCleared,
  fetchCompany,
  selectCompany,
} from '@/features/company/companySlice';
import { AdditionalPhotosSection } from '@/features/company/components/AdditionalPhotosSection';
import { AssociationsForm } from '@/features/company/components/AssociationsForm';
import { AuthoritySection } from '@/features/company/components/AuthoritySection';
import { CodeListForm } from '@/features/company/components/CodeListForm';
import { LoginForm } from '@/features/company/components/LoginForm';
import { PaymentFormsForm } from '@/features/company/components/PaymentFormsForm';
import { ProfileForm } from '@/features/company/components/ProfileForm';
import { ProfileImageSection } from '@/features/company/components/ProfileImageSection';
import { CompanyFleetSection } from '@/features/fleet/components/CompanyFleetSection';
import { usePageTitle } from '@/lib/usePageTitle';
import { SearchCardPreview } from './SearchCardPreview';

/** The two checkbox lists of spec section 8, each saved on its own. */
const CODE_LISTS = [
  {
    list: 'businessHighlights',
    title: 'Highlights from the Business',
    intro: 'Badges shown with your company on search results.',
    labels: BUSINESS_HIGHLIGHTS,
    saveLabel: 'Save Highlights',
  },
  {
    list: 'charterBusServices',
    title: 'Group Charter Bus Services Provided',
    intro: 'The kinds of trips your company runs.',
    labels: CHARTER_BUS_SERVICES,
    saveLabel: 'Save Services',
  },
] as const;
// Only registration's /company/new opens it.
const NewAccountModal = lazyDialog(
  async () => (await import('@/features/company/components/NewAccountModal')).NewAccountModal,
);

/**
 * /subscribers/company/:showNewAccountModal? : the company's account page, one section per part
 * of the profile, each saved on its own. With the parameter (registration's /company/new) the
 * registration confirmation opens over it.
 */
export function CompanyPage() {
  usePageTitle('Company');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { showNewAccountModal } = useParams();
  const { profile, requests } = useAppSelector(selectCompany);
  const request = requests.fetchCompany;

  useEffect(() => {
    dispatch(companyNoticesCleared());
    void dispatch(fetchCompany());
  }, [dispatch]);

  return (
    <UnsavedChanges>
      <h1 className="h3 mb-3">Company</h1>
      <AsyncSection
        request={request}
        onRetry={() => void dispatch(fetchCompany())}
        empty={!profile}
        loadingText="Loading your company..."
      >
        {profile && (
          <Row className="g-4">
            <Col lg={7}>
              <ProfileForm company={profile} />
            </Col>
            <Col lg={5} className="d-flex flex-column gap-4">
              <ProfileImageSection
                photoFilename={profile.photoFilename}
                preview={
                  <SearchCardPreview
                    caption="How your company appears in search results."
                    heading={profile.name}
                    photos={profile.photoUrl ? [{ url: profile.photoUrl }] : []}
                    about={profile.description}
                  />
                }
              />
              <AdditionalPhotosSection
                companyName={profile.name}
                photos={profile.additionalPhotos}
              />
            </Col>
            <Col lg={6} className="d-flex flex-column gap-4">
              <AssociationsForm
                groups={profile.associations}
                selected={profile.selectedAssociations}
              />
              <CompanyFleetSection city={profile.city} state={profile.state} name={profile.name} />
            </Col>
            <Col lg={6} className="d-flex flex-column gap-4">
              <PaymentFormsForm company={profile} />
              <AuthoritySection dotNumber={profile.dotNumber} />
              <LoginForm loginEmail={profile.loginEmail} />
            </Col>
            {CODE_LISTS.map((codeList) => (
              <Col xs={12} key={codeList.list}>
                <CodeListForm {...codeList} selected={profile[codeList.list]} />
              </Col>
            ))}
          </Row>
        )}
      </AsyncSection>
      <NewAccountModal
        show={showNewAccountModal !== undefined}
        onContinue={() => void navigate(paths.subscriberMyAccount)}
      />
    </UnsavedChanges>
  );
}
