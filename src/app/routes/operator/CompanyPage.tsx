import { useEffect } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncSection } from '@/components/data/AsyncSection';
import { lazyDialog } from '@/components/dialogs/lazyDialog';
import { LazySection } from '@/components/layout/LazySection';
import { UnsavedChanges } from '@/components/form/UnsavedChanges';
import { paths } from '@/config/paths';
import { BUSINESS_HIGHLIGHTS, CHARTER_BUS_SERVICES } from '@/features/company/codeLabels';
import {
  companyNoticesCleared,
  fetchCompany,
  selectCompany,
} from '@/features/company/companySlice';
import { ProfileForm } from '@/features/company/components/ProfileForm';
import { ProfileImageSection } from '@/features/company/components/ProfileImageSection';
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
    minHeight: '29rem',
  },
  {
    list: 'charterBusServices',
    title: 'Group Charter Bus Services Provided',
    intro: 'The kinds of trips your company runs.',
    labels: CHARTER_BUS_SERVICES,
    saveLabel: 'Save Services',
    minHeight: '15rem',
  },
] as const;
/*
 * Below the profile (the first viewport): each section's code loads as it nears the viewport,
 * or once the page has settled (LazySection).
 */
const loadAdditionalPhotos = async () =>
  (await import('@/features/company/components/AdditionalPhotosSection')).AdditionalPhotosSection;
const loadAssociations = async () =>
  (await import('@/features/company/components/AssociationsForm')).AssociationsForm;
const loadFleet = async () =>
  (await import('@/features/fleet/components/CompanyFleetSection')).CompanyFleetSection;
const loadPaymentForms = async () =>
  (await import('@/features/company/components/PaymentFormsForm')).PaymentFormsForm;
const loadAuthority = async () =>
  (await import('@/features/company/components/AuthoritySection')).AuthoritySection;
const loadLogin = async () => (await import('@/features/company/components/LoginForm')).LoginForm;
const loadCodeList = async () =>
  (await import('@/features/company/components/CodeListForm')).CodeListForm;

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
              <LazySection title="Additional Photos" minHeight="35rem" load={loadAdditionalPhotos}>
                {(AdditionalPhotosSection) => (
                  <AdditionalPhotosSection
                    companyName={profile.name}
                    photos={profile.additionalPhotos}
                  />
                )}
              </LazySection>
            </Col>
            <Col lg={6} className="d-flex flex-column gap-4">
              <LazySection title="Company Details" minHeight="56rem" load={loadAssociations}>
                {(AssociationsForm) => (
                  <AssociationsForm
                    groups={profile.associations}
                    selected={profile.selectedAssociations}
                  />
                )}
              </LazySection>
              <LazySection title="Fleet Information" minHeight="28rem" load={loadFleet}>
                {(CompanyFleetSection) => (
                  <CompanyFleetSection
                    city={profile.city}
                    state={profile.state}
                    name={profile.name}
                  />
                )}
              </LazySection>
            </Col>
            <Col lg={6} className="d-flex flex-column gap-4">
              <LazySection title="Forms of Payment" minHeight="25rem" load={loadPaymentForms}>
                {(PaymentFormsForm) => <PaymentFormsForm company={profile} />}
              </LazySection>
              <LazySection
                title="Passenger Carrier Authority"
                minHeight="11.5rem"
                load={loadAuthority}
              >
                {(AuthoritySection) => <AuthoritySection dotNumber={profile.dotNumber} />}
              </LazySection>
              <LazySection title="Login Information" minHeight="27rem" load={loadLogin}>
                {(LoginForm) => <LoginForm loginEmail={profile.loginEmail} />}
              </LazySection>
            </Col>
            {CODE_LISTS.map(({ minHeight, ...codeList }) => (
              <Col xs={12} key={codeList.list}>
                <LazySection title={codeList.title} minHeight={minHeight} load={loadCodeList}>
                  {(CodeListForm) => (
                    <CodeListForm {...codeList} selected={profile[codeList.list]} />
                  )}
                </LazySection>
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
