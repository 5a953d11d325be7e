import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncSection } from '@/components/data/AsyncSection';
import { PasswordForm } from '@/features/userAccount/components/PasswordForm';
import { PhotoEditor } from '@/features/userAccount/components/PhotoEditor';
import { ProfileForm } from '@/features/userAccount/components/ProfileForm';
import { PROFILE_LOAD_REFUSAL } from '@/features/userAccount/refusals';
import {
  accountNoticesCleared,
  fetchProfile,
  selectProfile,
  selectProfileRequest,
} from '@/features/userAccount/userAccountSlice';
import { usePageTitle } from '@/lib/usePageTitle';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card as="section" className="shadow-sm h-100" aria-label={title}>
      <Card.Body>
        <h2 className="h5 mb-3">{title}</h2>
        {children}
      </Card.Body>
    </Card>
  );
}

/** /users/my-account: profile, photo and login, each saved on its own. */
export function MyAccountPage() {
  const { t } = useLingui();
  usePageTitle(t`My Account`);
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const request = useAppSelector(selectProfileRequest);

  useEffect(() => {
    dispatch(accountNoticesCleared());
    void dispatch(fetchProfile());
  }, [dispatch]);

  return (
    <>
      <h1 className="h3 mb-3">
        <Trans>My Account</Trans>
      </h1>
      <AsyncSection
        request={request}
        words={PROFILE_LOAD_REFUSAL}
        onRetry={() => void dispatch(fetchProfile())}
        empty={!profile}
      >
        {profile && (
          <Row className="g-4">
            <Col lg={7}>
              <Section title={t`Profile`}>
                <ProfileForm key={profile.id} profile={profile} />
              </Section>
            </Col>
            <Col lg={5}>
              <Section title={t`Photo`}>
                <PhotoEditor profile={profile} />
              </Section>
            </Col>
            <Col lg={7}>
              <Section title={t({ message: 'Login', context: 'account section' })}>
                <PasswordForm email={profile.email} />
              </Section>
            </Col>
          </Row>
        )}
      </AsyncSection>
    </>
  );
}
